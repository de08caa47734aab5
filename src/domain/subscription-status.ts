import type { SubscriptionAction } from './schemas/subscription.ts';

/**
 * docs/product.md#subscription-states (kept out of schemas/subscription.ts, which validates with
 * them, so that screens showing a status load no zod). `past_due`: a renewal failed and pickups go on for the
 * grace period; `suspended`: still unpaid after it (or the provider gave up), pickups stop.
 */
export const SUBSCRIPTION_STATUSES = [
  'pending',
  'active',
  'past_due',
  'suspended',
  'paused',
  'cancelled',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * Who pays for one subscription: the resident, through a payment provider, or the property, under
 * its community's contract (docs/decisions/059-properties-as-customers.md); kept here, free of
 * imports, for the subscription schema every form loads.
 */
export const SUBSCRIPTION_PAYERS = ['resident', 'property'] as const;

/** How a status reads on screen (badges, filters, messages). */
export const subscriptionStatusLabel = (status: SubscriptionStatus) => status.replace('_', ' ');

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
