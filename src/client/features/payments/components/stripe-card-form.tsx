import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { CreditCard, Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PAYMENT_MESSAGES as M } from '../../../../domain/payment-messages';
import { THEME_COLOR } from '../../../../domain/site';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

// Stripe.js is fetched from js.stripe.com once per publishable key, and only on this screen
// (this module is lazily imported when the server reports a configured Stripe key).
const loaders = new Map<string, Promise<Stripe | null>>();
export const stripeFor = (key: string) => {
  if (!loaders.has(key)) loaders.set(key, loadStripe(key));
  return loaders.get(key)!;
};

function PaymentForm({
  returnUrl,
  submitLabel,
  onDeclined,
}: {
  returnUrl: string;
  submitLabel: string;
  onDeclined: (message: string) => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) {
      onDeclined(M.stripeNotReady);
      return;
    }
    setSubmitting(true);
    // On success Stripe leaves the page for return_url (/payment-success), where the server
    // confirms the subscription with Stripe itself.
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
    });
    setSubmitting(false);
    onDeclined(error.message ?? M.paymentFailedTitle);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <PaymentElement />
      <Button
        type="submit"
        size="lg"
        className="h-auto min-h-12 w-full py-3 whitespace-normal"
        disabled={!stripe || submitting}
      >
        {submitting ? (
          <Spinner className="[&_svg]:size-4 [&_svg]:text-white" label="Processing payment" />
        ) : (
          <CreditCard aria-hidden />
        )}
        {submitLabel}
      </Button>
      <p className="flex items-center justify-center gap-1.5 text-xs text-muted">
        <Lock aria-hidden className="size-3.5" /> Card details go straight to Stripe, never to our
        servers.
      </p>
    </form>
  );
}

export default function StripeCardForm(props: {
  publishableKey: string;
  clientSecret: string;
  returnUrl: string;
  submitLabel: string;
  onDeclined: (message: string) => void;
}) {
  return (
    <Elements
      stripe={stripeFor(props.publishableKey)}
      options={{
        clientSecret: props.clientSecret,
        appearance: { variables: { colorPrimary: THEME_COLOR } },
      }}
    >
      <PaymentForm
        returnUrl={props.returnUrl}
        submitLabel={props.submitLabel}
        onDeclined={props.onDeclined}
      />
    </Elements>
  );
}
