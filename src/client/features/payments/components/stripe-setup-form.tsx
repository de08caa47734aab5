import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { CreditCard, Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PAYMENT_MESSAGES as M } from '../../../../domain/payment-messages';
import { THEME_COLOR } from '../../../../domain/site';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { stripeFor } from './stripe-card-form';

function SetupForm({
  returnUrl,
  onSaved,
  onDeclined,
}: {
  returnUrl: string;
  onSaved: (setupIntentId: string) => void;
  onDeclined: (message: string) => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) {
      onDeclined(M.stripeNotReady);
      return;
    }
    setSaving(true);
    // A card that needs no bank page is confirmed here; one that does comes back to returnUrl.
    const { error, setupIntent } = await stripe.confirmSetup({
      elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
    setSaving(false);
    if (error) onDeclined(error.message ?? M.cardNotSaved);
    else onSaved(setupIntent.id);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <PaymentElement />
      <Button type="submit" className="w-full" disabled={!stripe || saving}>
        {saving ? (
          <Spinner className="[&_svg]:size-4 [&_svg]:text-white" label="Saving your card" />
        ) : (
          <CreditCard aria-hidden />
        )}
        {M.saveCard}
      </Button>
      <p className="flex items-center justify-center gap-1.5 text-xs text-muted">
        <Lock aria-hidden className="size-3.5" /> Card details go straight to Stripe, never to our
        servers.
      </p>
    </form>
  );
}

/** Stripe's Payment Element saving a card for the subscription (a SetupIntent). */
export default function StripeSetupForm(props: {
  publishableKey: string;
  clientSecret: string;
  returnUrl: string;
  onSaved: (setupIntentId: string) => void;
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
      <SetupForm
        returnUrl={props.returnUrl}
        onSaved={props.onSaved}
        onDeclined={props.onDeclined}
      />
    </Elements>
  );
}
