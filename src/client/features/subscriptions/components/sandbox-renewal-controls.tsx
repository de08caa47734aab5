import { FastForward, FlaskConical, XOctagon } from 'lucide-react';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { useFormMessage } from '../../../lib/form-messages';
import { useSiteText } from '../../../lib/site-text-context';
import { toast } from '../../../lib/toast-store';
import { useSandboxRenewal } from '../api/sandbox-renewal';

// Long labels wrap on the narrowest phones instead of widening the billing tab.
const WRAPPING = 'h-auto min-h-10 whitespace-normal';

/**
 * Test mode only (a subscription the built-in sandbox bills): what a real month would bring, on
 * demand, for demos and tests of failed renewals (docs/product.md#failed-renewals).
 */
export function SandboxRenewalControls({ subscription }: { subscription: Subscription }) {
  const { t } = useSiteText();
  const formMessage = useFormMessage();
  const renewal = useSandboxRenewal();
  if (subscription.provider !== 'sandbox' && subscription.provider !== 'sandbox-paypal') {
    return null;
  }
  const run = (action: 'fail-next-renewal' | 'renew') =>
    renewal.mutate(
      { id: subscription.id, action },
      {
        onSuccess: () =>
          toast(
            action === 'renew'
              ? { title: t('portal.billing.sandboxRenewedTitle') }
              : {
                  title: t('portal.billing.sandboxFailNextTitle'),
                  description: t('portal.billing.sandboxFailNextText'),
                },
          ),
        onError: (err) =>
          toast({
            title: t('portal.billing.sandboxFailedTitle'),
            description: formMessage(errorMessage(err, t('pay.anErrorOccurred'))),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Card className="border-amber-300 bg-amber-50">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <FlaskConical aria-hidden className="size-5 text-amber-700" />{' '}
          {t('portal.billing.sandboxTitle')}
        </CardTitle>
        <p className="text-sm text-amber-950">{t('portal.billing.sandboxText')}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          variant="outline"
          className={WRAPPING}
          disabled={renewal.isPending}
          onClick={() => run('fail-next-renewal')}
        >
          <XOctagon aria-hidden /> {t('portal.billing.sandboxFailNext')}
        </Button>
        <Button
          variant="outline"
          className={WRAPPING}
          disabled={renewal.isPending}
          onClick={() => run('renew')}
        >
          <FastForward aria-hidden /> {t('portal.billing.sandboxRenew')}
        </Button>
      </CardContent>
    </Card>
  );
}
