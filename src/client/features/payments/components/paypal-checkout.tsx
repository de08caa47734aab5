import { useState } from 'react';
import { formatCents } from '../../../../domain/money';
import { PAYMENT_MESSAGES as M } from '../../../../domain/payment-messages';
import { PLANS, type PlanId } from '../../../../domain/plans';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useCreatePaypalSubscription } from '../api/create-paypal-subscription';
import { saveSubscriptionInfo } from '../api/save-subscription-info';
import { OrderSummary } from './order-summary';
import { TestModeNotice } from './payment-panels';

/**
 * PayPal flow (docs/product.md#sign-up-flow): the approval page opens after this pause, with a
 * manual link meanwhile.
 */
export const PAYPAL_REDIRECT_MS = 1000;

/**
 * PayPal on the payment step: opens the approval for the customer's pending subscription (the
 * one the information step saved; a customer without one gets it saved with the plan first).
 */
export function PaypalPayment({
  plan,
  subscriptionId,
  gateCode,
  specialInstructions,
  testMode,
}: {
  plan: PlanId;
  subscriptionId: number | null;
  gateCode: string;
  specialInstructions: string;
  testMode: boolean;
}) {
  const [approvalUrl, setApprovalUrl] = useState<string | null>(null);
  const createPaypal = useCreatePaypalSubscription();

  const onPay = async () => {
    let id = subscriptionId;
    if (id === null) {
      try {
        id = (await saveSubscriptionInfo({ plan })).subscriptionId;
      } catch (err) {
        toast({
          title: M.subscriptionErrorTitle,
          description: errorMessage(err, M.infoSaveFailed),
          variant: 'destructive',
        });
        return;
      }
    }
    createPaypal.mutate(
      { subscriptionId: id, planType: plan },
      {
        onSuccess: (created) => {
          const approve = created.links.find((l) => l.rel === 'approve');
          if (!approve) {
            toast({
              title: M.subscriptionErrorTitle,
              description: M.paypalNoApprovalUrl,
              variant: 'destructive',
            });
            return;
          }
          setApprovalUrl(approve.href);
          toast({ title: 'Redirecting to PayPal', description: 'Approve the subscription there.' });
          window.setTimeout(() => window.location.assign(approve.href), PAYPAL_REDIRECT_MS);
        },
        onError: (err) =>
          toast({
            title: M.subscriptionErrorTitle,
            description: errorMessage(err, M.paypalCreateFailed),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div className="space-y-6">
      {testMode ? (
        <TestModeNotice>
          <p className="mt-1">PayPal is simulated: you approve or cancel on a test page.</p>
        </TestModeNotice>
      ) : null}
      <OrderSummary plan={plan} gateCode={gateCode} specialInstructions={specialInstructions} />
      <Button
        size="lg"
        className="h-auto min-h-12 w-full bg-[#0070ba] py-3 whitespace-normal hover:bg-[#005ea6]"
        onClick={() => void onPay()}
        disabled={createPaypal.isPending || approvalUrl !== null}
      >
        {createPaypal.isPending ? (
          <Spinner className="[&_svg]:size-4 [&_svg]:text-white" label="Contacting PayPal" />
        ) : null}
        Subscribe with PayPal - {formatCents(PLANS[plan].priceCents)}/month
      </Button>
      {approvalUrl ? (
        <p role="status" className="text-sm text-muted">
          Taking you to PayPal… If nothing happens,{' '}
          <a href={approvalUrl} className="font-semibold text-brand-700 underline">
            click here
          </a>
          .
        </p>
      ) : null}
    </div>
  );
}
