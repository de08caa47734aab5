import { formatCents } from '../../../../domain/money';
import { PAYMENT_MESSAGES as M } from '../../../../domain/payment-messages';
import { PLANS } from '../../../../domain/plans';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast-store';
import { useDecideSandboxCheckout } from '../api/decide-sandbox-checkout';
import { useSandboxCheckout } from '../api/get-sandbox-checkout';
import { StatusPanel, TestModeNotice } from './payment-panels';

// "Cancel and return to Katy Valet Trash" is wider than a phone: the label wraps inside its
// button rather than spilling out of it.
const WRAPPING_LABEL = 'h-auto min-h-12 py-2 text-center whitespace-normal';

/** The sandbox's stand-in for PayPal's approval page: approve or cancel, then back to us. */
export function SandboxApproval({ token }: { token: string | null }) {
  const checkout = useSandboxCheckout(token);
  const decide = useDecideSandboxCheckout();

  if (!token) {
    return <StatusPanel title={M.anErrorOccurred}>{M.noSubscriptionId}</StatusPanel>;
  }
  if (checkout.isPending) return <PageSpinner label="Loading the test checkout" />;
  if (checkout.isError) {
    return (
      <StatusPanel title={M.anErrorOccurred}>
        {errorMessage(checkout.error, M.fetchDetailsFailed)}
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
            title: M.subscriptionErrorTitle,
            description: errorMessage(err, M.anErrorOccurred),
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className="space-y-6">
      <TestModeNotice>
        <p className="mt-1">This page stands in for PayPal. Nothing is charged.</p>
      </TestModeNotice>
      <div className="rounded-xl border border-slate-200 p-5">
        <p className="text-sm text-muted">Katy Valet Trash asks you to approve</p>
        <p className="mt-1 text-xl font-bold text-ink">{PLANS[plan].title} Plan subscription</p>
        <p className="mt-1 text-ink">
          {formatCents(amountCents)} every month, starting today, billed to {email}
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
            Agree &amp; Subscribe
          </Button>
          <Button
            size="lg"
            variant="outline"
            className={WRAPPING_LABEL}
            disabled={decide.isPending}
            onClick={() => choose('cancel')}
          >
            Cancel and return to Katy Valet Trash
          </Button>
        </div>
      ) : (
        <p role="status" className="text-sm text-muted">
          This subscription is already {status}.
        </p>
      )}
    </div>
  );
}
