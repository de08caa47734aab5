import { moneyIn } from '../../../../domain/content/site-formats';
import { PLANS } from '../../../../domain/plans';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useSiteText } from '../../../lib/site-text-context';
import { toast } from '../../../lib/toast-store';
import { useDecideSandboxCheckout } from '../api/decide-sandbox-checkout';
import { useSandboxCheckout } from '../api/get-sandbox-checkout';
import { StatusPanel, TestModeNotice } from './payment-panels';

// "Cancel and return to Katy Valet Trash" is wider than a phone: the label wraps inside its
// button rather than spilling out of it.
const WRAPPING_LABEL = 'h-auto min-h-12 py-2 text-center whitespace-normal';

/** The sandbox's stand-in for PayPal's approval page: approve or cancel, then back to us. */
export function SandboxApproval({ token }: { token: string | null }) {
  const { t, language } = useSiteText();
  const checkout = useSandboxCheckout(token);
  const decide = useDecideSandboxCheckout();

  if (!token) {
    return <StatusPanel title={t('pay.anErrorOccurred')}>{t('pay.noSubscriptionId')}</StatusPanel>;
  }
  if (checkout.isPending) return <PageSpinner label={t('pay.sandbox.loading')} />;
  if (checkout.isError) {
    return (
      <StatusPanel title={t('pay.anErrorOccurred')}>
        {errorMessage(checkout.error, t('pay.fetchFailed'))}
      </StatusPanel>
    );
  }
  const { plan, amountCents, email, status } = checkout.data;
  const choose = (action: 'approve' | 'cancel') =>
    decide.mutate(
      { id: token, action },
      {
        onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
        onError: (err) =>
          toast({
            title: t('pay.errorTitle'),
            description: errorMessage(err, t('pay.anErrorOccurred')),
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className="space-y-6">
      <TestModeNotice>
        <p className="mt-1">{t('pay.sandbox.standsIn')}</p>
      </TestModeNotice>
      <div className="rounded-xl border border-slate-200 p-5">
        <p className="text-sm text-muted">{t('pay.sandbox.asks')}</p>
        <p className="mt-1 text-xl font-bold text-ink">
          {t('pay.sandbox.plan', { plan: PLANS[plan].title })}
        </p>
        <p className="mt-1 text-ink">
          {t('pay.sandbox.amount', { amount: moneyIn(language, amountCents), email })}
        </p>
      </div>
      {status === 'pending' ? (
        <div className="flex flex-col gap-3">
          <Button
            size="lg"
            className={cn(WRAPPING_LABEL, 'bg-[#0070ba] hover:bg-[#005ea6]')}
            disabled={decide.isPending}
            onClick={() => choose('approve')}
          >
            {t('pay.sandbox.approve')}
          </Button>
          <Button
            size="lg"
            variant="outline"
            className={WRAPPING_LABEL}
            disabled={decide.isPending}
            onClick={() => choose('cancel')}
          >
            {t('pay.sandbox.cancel')}
          </Button>
        </div>
      ) : (
        <p role="status" className="text-sm text-muted">
          {t('pay.sandbox.decided', { status })}
        </p>
      )}
    </div>
  );
}
