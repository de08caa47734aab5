import { useElements, useStripe } from '@stripe/react-stripe-js';
import { useState, type FormEvent } from 'react';
import { useFormMessage } from '../../../lib/form-messages';
import { useSiteText } from '../../../lib/site-text-context';
import { StripeCardFields, StripeElements } from './stripe-elements';

function SetupForm({
  returnUrl,
  onSaved,
  onDeclined,
}: {
  returnUrl: string;
  onSaved: (setupIntentId: string) => void;
  onDeclined: (message: string) => void;
}) {
  const { t } = useSiteText();
  const formMessage = useFormMessage();
  const stripe = useStripe();
  const elements = useElements();
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) {
      onDeclined(t('pay.stripeNotReady'));
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
    if (error) onDeclined(formMessage(error.message ?? t('portal.billing.cardNotSaved')));
    else onSaved(setupIntent.id);
  }

  return (
    <StripeCardFields
      onSubmit={onSubmit}
      busy={saving}
      busyLabel={t('portal.billing.savingCard')}
      submitLabel={t('portal.billing.saveCard')}
    />
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
    <StripeElements publishableKey={props.publishableKey} clientSecret={props.clientSecret}>
      <SetupForm
        returnUrl={props.returnUrl}
        onSaved={props.onSaved}
        onDeclined={props.onDeclined}
      />
    </StripeElements>
  );
}
