import { Elements, PaymentElement, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { CreditCard, Lock } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { THEME_COLOR } from '../../../../domain/site';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSiteText } from '../../../lib/site-text-context';

// Stripe.js is fetched from js.stripe.com once per publishable key, and only on the screens that
// take a card (the forms using this module are lazily imported when the server reports a key).
const loaders = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!loaders.has(key)) loaders.set(key, loadStripe(key));
  return loaders.get(key)!;
};

/** Stripe's Elements for one PaymentIntent or SetupIntent, in the site's colour. */
export function StripeElements(props: {
  publishableKey: string;
  clientSecret: string;
  children: ReactNode;
}) {
  const { language } = useSiteText();
  return (
    <Elements
      stripe={stripeFor(props.publishableKey)}
      options={{
        clientSecret: props.clientSecret,
        appearance: { variables: { colorPrimary: THEME_COLOR } },
        locale: language,
      }}
    >
      {props.children}
    </Elements>
  );
}

/** The Payment Element, its submit button (a spinner while `busy`) and where the card goes. */
export function StripeCardFields({
  onSubmit,
  busy,
  busyLabel,
  submitLabel,
  large = false,
}: {
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  busyLabel: string;
  submitLabel: string;
  /** The checkout's tall, wrapping button rather than a plain full-width one. */
  large?: boolean;
}) {
  const { t } = useSiteText();
  const stripe = useStripe();
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <PaymentElement />
      <Button
        type="submit"
        size={large ? 'lg' : 'default'}
        className={large ? 'h-auto min-h-12 w-full py-3 whitespace-normal' : 'w-full'}
        disabled={!stripe || busy}
      >
        {busy ? (
          <Spinner className="[&_svg]:size-4 [&_svg]:text-white" label={busyLabel} />
        ) : (
          <CreditCard aria-hidden />
        )}
        {submitLabel}
      </Button>
      <p className="flex items-center justify-center gap-1.5 text-xs text-muted">
        <Lock aria-hidden className="size-3.5" /> {t('pay.card.toStripe')}
      </p>
    </form>
  );
}
