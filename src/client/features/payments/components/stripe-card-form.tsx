import { useElements, useStripe } from '@stripe/react-stripe-js';
import { useState, type FormEvent } from 'react';
import { useSiteText } from '../../../lib/site-text-context';
import { StripeCardFields, StripeElements } from './stripe-elements';

function PaymentForm({
  returnUrl,
  submitLabel,
  onDeclined,
}: {
  returnUrl: string;
  submitLabel: string;
  onDeclined: (message: string) => void;
}) {
  const { t } = useSiteText();
  const stripe = useStripe();
  const elements = useElements();
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) {
      onDeclined(t('pay.stripeNotReady'));
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
    onDeclined(error.message ?? t('pay.failedTitle'));
  }

  return (
    <StripeCardFields
      onSubmit={onSubmit}
      busy={submitting}
      busyLabel={t('pay.card.processing')}
      submitLabel={submitLabel}
      large
    />
  );
}

/** Stripe's Payment Element paying the subscription's first invoice (a PaymentIntent). */
export default function StripeCardForm(props: {
  publishableKey: string;
  clientSecret: string;
  returnUrl: string;
  submitLabel: string;
  onDeclined: (message: string) => void;
}) {
  return (
    <StripeElements publishableKey={props.publishableKey} clientSecret={props.clientSecret}>
      <PaymentForm
        returnUrl={props.returnUrl}
        submitLabel={props.submitLabel}
        onDeclined={props.onDeclined}
      />
    </StripeElements>
  );
}
