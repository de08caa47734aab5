import { useState } from 'react';
import { moneyIn } from '../../../../domain/content/site-formats';
import { PLANS, type PlanId } from '../../../../domain/plans';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useFormMessage } from '../../../lib/form-messages';
import { marks, richText } from '../../../lib/rich-text';
import { useSiteText } from '../../../lib/site-text-context';
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
  const { t, language } = useSiteText();
  const fm = useFormMessage();
  const [approvalUrl, setApprovalUrl] = useState<string | null>(null);
  const createPaypal = useCreatePaypalSubscription();

  const onPay = async () => {
    let id = subscriptionId;
    if (id === null) {
      try {
        id = (await saveSubscriptionInfo({ plan })).subscriptionId;
      } catch (err) {
        toast({
          title: t('pay.errorTitle'),
          description: fm(errorMessage(err, t('pay.infoSaveFailed'))),
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
              title: t('pay.errorTitle'),
              description: t('pay.paypal.noApproval'),
              variant: 'destructive',
            });
            return;
          }
          setApprovalUrl(approve.href);
          toast({
            title: t('pay.paypal.redirectTitle'),
            description: t('pay.paypal.redirectText'),
          });
          window.setTimeout(() => window.location.assign(approve.href), PAYPAL_REDIRECT_MS);
        },
        onError: (err) =>
          toast({
            title: t('pay.errorTitle'),
            description: fm(errorMessage(err, t('pay.paypal.createFailed'))),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div className="space-y-6">
      {testMode ? (
        <TestModeNotice>
          <p className="mt-1">{t('pay.paypal.simulated')}</p>
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
          <Spinner
            className="[&_svg]:size-4 [&_svg]:text-white"
            label={t('pay.paypal.contacting')}
          />
        ) : null}
        {t('pay.paypal.submit', { price: moneyIn(language, PLANS[plan].priceCents) })}
      </Button>
      {approvalUrl ? (
        <p role="status" className="text-sm text-muted">
          {richText(t('pay.paypal.redirecting', marks('link')), {
            link: (
              <a href={approvalUrl} className="font-semibold text-brand-700 underline">
                {t('pay.paypal.clickHere')}
              </a>
            ),
          })}
        </p>
      ) : null}
    </div>
  );
}
