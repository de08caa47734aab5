import type { Subscription } from '../../../domain/schemas/subscription';
import {
  PaymentMethodCard,
  PaymentMethodReturn,
} from '../../features/payments/components/payment-method-card';
import { BillingPanel } from '../../features/subscriptions/components/billing-panel';

/** The portal's Billing tab, loaded when first opened (portal.tsx). */
export default function BillingTab({ subscription }: { subscription: Subscription | undefined }) {
  return (
    <>
      <PaymentMethodReturn />
      <BillingPanel
        subscription={subscription}
        paymentMethod={subscription ? <PaymentMethodCard subscription={subscription} /> : null}
      />
    </>
  );
}
