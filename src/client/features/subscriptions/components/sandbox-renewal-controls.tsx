import { FastForward, FlaskConical, XOctagon } from 'lucide-react';
import { PAYMENT_MESSAGES as M } from '../../../../domain/payment-messages';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useSandboxRenewal } from '../api/sandbox-renewal';

// Long labels wrap on the narrowest phones instead of widening the billing tab.
const WRAPPING = 'h-auto min-h-10 whitespace-normal';

/**
 * Test mode only (a subscription the built-in sandbox bills): what a real month would bring, on
 * demand, for demos and tests of failed renewals (docs/product.md#failed-renewals).
 */
export function SandboxRenewalControls({ subscription }: { subscription: Subscription }) {
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
              ? { title: M.sandboxRenewedTitle }
              : { title: M.sandboxFailNextTitle, description: M.sandboxFailNextText },
          ),
        onError: (err) =>
          toast({
            title: M.sandboxControlFailedTitle,
            description: errorMessage(err, M.anErrorOccurred),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Card className="border-amber-300 bg-amber-50">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <FlaskConical aria-hidden className="size-5 text-amber-700" /> {M.sandboxControlsTitle}
        </CardTitle>
        <p className="text-sm text-amber-950">{M.sandboxControlsText}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          variant="outline"
          className={WRAPPING}
          disabled={renewal.isPending}
          onClick={() => run('fail-next-renewal')}
        >
          <XOctagon aria-hidden /> {M.sandboxFailNext}
        </Button>
        <Button
          variant="outline"
          className={WRAPPING}
          disabled={renewal.isPending}
          onClick={() => run('renew')}
        >
          <FastForward aria-hidden /> {M.sandboxRenew}
        </Button>
      </CardContent>
    </Card>
  );
}
