import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { moneyIn } from '../../../../domain/content/site-formats';
import { PLANS, type PlanId } from '../../../../domain/plans';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useFormMessage } from '../../../lib/form-messages';
import { useSiteText } from '../../../lib/site-text-context';
import { toast } from '../../../lib/toast-store';
import { useCreateSubscription } from '../api/create-subscription';
import { usePaymentConfig } from '../api/get-payment-config';
import { payWithSandboxCard } from '../api/pay-with-sandbox-card';
import { OrderSummary } from './order-summary';
import { PaymentUnavailable, StatusPanel } from './payment-panels';
import { SandboxCardForm } from './sandbox-card-form';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

function Loading({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-muted">
      <Spinner className="[&_svg]:size-10" label={label} />
      <p aria-hidden>{label}…</p>
    </div>
  );
}

/**
 * /subscribe (docs/product.md#account-and-payment-screens): a spinner while the subscription is
 * prepared, an error panel with Try Again, Payment Not Ready with Retry, or the payment form;
 * declines show Payment Failed.
 */
export function CardCheckout({
  plan,
  gateCode,
  specialInstructions,
  onPaid,
  onChoosePaypal,
}: {
  plan: PlanId;
  gateCode: string;
  specialInstructions: string;
  /** Leaves for the result page once the card is paid. */
  onPaid: (path: string) => void;
  /** Offered beside a decline when PayPal is there to choose. */
  onChoosePaypal?: () => void;
}) {
  const { t, language } = useSiteText();
  const fm = useFormMessage();
  const config = usePaymentConfig();
  const create = useCreateSubscription();
  const [declined, setDeclined] = useState<string | null>(null);
  const started = useRef(false);

  const { mutate } = create;
  const start = useCallback(() => {
    setDeclined(null);
    // The gate code and instructions are already on the pending subscription
    // (docs/decisions/026-one-sign-up-saved-before-payment.md): only the plan is sent.
    mutate({ plan });
  }, [mutate, plan]);

  const cardProvider = config.data?.card;
  useEffect(() => {
    // Once per visit: each call opens a checkout with the provider.
    if (cardProvider && !started.current) {
      started.current = true;
      start();
    }
  }, [cardProvider, start]);

  // The decline's words are said once, at the form; the toast only names what happened.
  const failedTitle = t('pay.failedTitle');
  const onDeclined = useCallback(
    (message: string) => {
      setDeclined(message);
      toast({ title: failedTitle, variant: 'destructive' });
    },
    [failedTitle],
  );

  if (config.isPending) return <Loading label={t('pay.preparing')} />;
  if (config.isError) {
    return (
      <StatusPanel
        title={t('pay.initFailed')}
        action={<Button onClick={() => config.refetch()}>{t('pay.tryAgain')}</Button>}
      >
        {errorMessage(config.error, t('pay.anErrorOccurred'))}
      </StatusPanel>
    );
  }
  if (!config.data.card) return <PaymentUnavailable />;
  if (create.isError) {
    return (
      <StatusPanel
        title={t('pay.initFailed')}
        action={<Button onClick={start}>{t('pay.tryAgain')}</Button>}
      >
        {errorMessage(create.error, t('pay.anErrorOccurred'))}
      </StatusPanel>
    );
  }
  if (!create.data) return <Loading label={t('pay.preparingPayment')} />;
  const checkout = create.data;
  if (!checkout.clientSecret) {
    return (
      <StatusPanel
        title={t('pay.notReadyTitle')}
        tone="warning"
        action={<Button onClick={start}>{t('pay.retry')}</Button>}
      >
        {t('pay.emptyClientSecret')}
      </StatusPanel>
    );
  }

  const submitLabel = t('pay.submit', { price: moneyIn(language, PLANS[plan].priceCents) });
  const successPath = `/payment-success?subscription_id=${encodeURIComponent(checkout.providerSubscriptionId)}`;
  return (
    <div className="grid gap-6 md:grid-cols-[1fr_1.2fr]">
      <OrderSummary plan={plan} gateCode={gateCode} specialInstructions={specialInstructions} />
      <div className="space-y-4">
        {declined ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm">
            <p className="font-semibold text-red-800">
              {fm(declined)} {t('pay.declineNext', { paypal: onChoosePaypal ? 'yes' : 'no' })}
            </p>
            {onChoosePaypal ? (
              <Button variant="outline" size="sm" className="mt-3" onClick={onChoosePaypal}>
                {t('pay.paypalInstead')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {checkout.provider === 'sandbox' ? (
          <SandboxCardForm
            submit={(card) => payWithSandboxCard({ ...card, clientSecret: checkout.clientSecret })}
            submitLabel={submitLabel}
            onDone={() => onPaid(successPath)}
            onDeclined={onDeclined}
          />
        ) : config.data.stripePublishableKey ? (
          <Suspense fallback={<Loading label={t('pay.loadingCardForm')} />}>
            <StripeCardForm
              publishableKey={config.data.stripePublishableKey}
              clientSecret={checkout.clientSecret}
              returnUrl={`${window.location.origin}${successPath}`}
              submitLabel={submitLabel}
              onDeclined={onDeclined}
            />
          </Suspense>
        ) : (
          <StatusPanel
            title={t('pay.notReadyTitle')}
            tone="warning"
            action={<Button onClick={() => config.refetch()}>{t('pay.retry')}</Button>}
          >
            {t('pay.stripeNotReady')}
          </StatusPanel>
        )}
      </div>
    </div>
  );
}
