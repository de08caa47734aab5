import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import type { PlanId } from '../../../../domain/plans';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useSiteText } from '../../../lib/site-text-context';
import { usePaymentConfig } from '../api/get-payment-config';
import { useSubscriptionInfo } from '../api/get-subscription-info';
import { CardCheckout } from './card-checkout';
import { PaymentUnavailable } from './payment-panels';
import { PaypalPayment } from './paypal-checkout';

export type PaymentMethod = 'card' | 'paypal';

/**
 * The payment step both sign-up paths end on (docs/product.md#sign-up-flow): the customer picks
 * card or PayPal here, after the information step, and pays the pending subscription the server
 * already holds with its gate code and instructions.
 */
export function PaymentStep({
  plan,
  initialMethod,
  onBack,
  onPaid,
}: {
  plan: PlanId;
  initialMethod: PaymentMethod;
  onBack: () => void;
  /** Leaves for the card payment's result page: the app's navigation, or a static page's load. */
  onPaid: (path: string) => void;
}) {
  const { t } = useSiteText();
  const config = usePaymentConfig();
  const info = useSubscriptionInfo(true);
  const [chosen, setChosen] = useState<PaymentMethod>(initialMethod);
  if (config.isPending || info.isPending) return <PageSpinner label={t('pay.preparing')} />;
  const offered = (['card', 'paypal'] as const).filter((m) => config.data?.[m]);
  if (offered.length === 0) return <PaymentUnavailable />;
  const method = offered.includes(chosen) ? chosen : offered[0]!;
  const pending = info.data?.pending ?? null;
  const doorstep = {
    gateCode: pending?.gateCode ?? '',
    specialInstructions: pending?.specialInstructions ?? '',
  };

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t('pay.method.legend')}</legend>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:max-w-sm">
          {offered.map((m) => (
            <label
              key={m}
              className={cn(
                'flex cursor-pointer items-center justify-center rounded-lg border-2 px-3 py-2 font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                method === m
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : 'border-slate-200 text-ink hover:border-brand-200',
              )}
            >
              <input
                type="radio"
                name="payment-method"
                value={m}
                checked={method === m}
                onChange={() => setChosen(m)}
                className="sr-only"
              />
              {m === 'card' ? t('pay.method.card') : 'PayPal'}
            </label>
          ))}
        </div>
      </fieldset>
      {method === 'card' ? (
        <CardCheckout
          key={plan}
          plan={plan}
          {...doorstep}
          onPaid={onPaid}
          onChoosePaypal={offered.includes('paypal') ? () => setChosen('paypal') : undefined}
        />
      ) : (
        <PaypalPayment
          plan={plan}
          subscriptionId={pending?.subscriptionId ?? null}
          testMode={config.data?.paypal === 'sandbox'}
          {...doorstep}
        />
      )}
      <Button variant="outline" onClick={onBack}>
        <ArrowLeft aria-hidden /> {t('pay.back')}
      </Button>
    </div>
  );
}
