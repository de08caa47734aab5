import type { SubscriptionAction, SubscriptionStatus } from './schemas/subscription.ts';

/**
 * The customer-driven status machine, shared by the portal's buttons and the API that enforces
 * it: active ⇄ paused, active|paused → cancelled.
 */
export const SUBSCRIPTION_TRANSITIONS: Record<
  SubscriptionAction,
  { from: readonly SubscriptionStatus[]; to: SubscriptionStatus }
> = {
  pause: { from: ['active'], to: 'paused' },
  resume: { from: ['paused'], to: 'active' },
  cancel: { from: ['active', 'paused'], to: 'cancelled' },
};

export const canAct = (status: SubscriptionStatus, action: SubscriptionAction) =>
  SUBSCRIPTION_TRANSITIONS[action].from.includes(status);

export const canPause = (status: SubscriptionStatus) => canAct(status, 'pause');
export const canResume = (status: SubscriptionStatus) => canAct(status, 'resume');
export const canCancel = (status: SubscriptionStatus) => canAct(status, 'cancel');

/** A plan can change while the subscription runs or rests, never once it has ended. */
export const canChangePlan = (status: SubscriptionStatus) =>
  status === 'active' || status === 'paused';
