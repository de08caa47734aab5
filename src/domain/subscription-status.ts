import type { SubscriptionAction, SubscriptionStatus } from './schemas/subscription.ts';

/**
 * The customer-driven status machine, shared by the portal's buttons and the API that enforces
 * it: active ⇄ paused; active, paused, past due or suspended → cancelled.
 */
export const SUBSCRIPTION_TRANSITIONS: Record<
  SubscriptionAction,
  { from: readonly SubscriptionStatus[]; to: SubscriptionStatus }
> = {
  pause: { from: ['active'], to: 'paused' },
  resume: { from: ['paused'], to: 'active' },
  cancel: { from: ['active', 'past_due', 'suspended', 'paused'], to: 'cancelled' },
};

export const canAct = (status: SubscriptionStatus, action: SubscriptionAction) =>
  SUBSCRIPTION_TRANSITIONS[action].from.includes(status);

export const canPause = (status: SubscriptionStatus) => canAct(status, 'pause');
export const canResume = (status: SubscriptionStatus) => canAct(status, 'resume');
export const canCancel = (status: SubscriptionStatus) => canAct(status, 'cancel');

/**
 * A plan can change while the subscription runs or rests, never once it has ended, nor while a
 * renewal is unpaid (docs/product.md#failed-renewals).
 */
export const canChangePlan = (status: SubscriptionStatus) =>
  status === 'active' || status === 'paused';

/** A renewal failed and is not paid yet: the customer is asked to update the payment method. */
export const isPaymentDue = (status: SubscriptionStatus) =>
  status === 'past_due' || status === 'suspended';

/** The subscription the customer is being served or owes for (not an ended or unpaid checkout). */
export const isCurrent = (status: SubscriptionStatus) =>
  status === 'active' || status === 'paused' || isPaymentDue(status);
