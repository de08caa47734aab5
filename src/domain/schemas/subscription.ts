import { z } from 'zod';
import type { PlanId } from '../plans.ts';
import { PlanIdSchema, recordIdParam } from './fields.ts';
import type { PaymentProviderName } from './payments.ts';
import './zod-config.ts';

export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A subscription as the API returns it (spec §3); price is integer cents. */
export type Subscription = {
  id: number;
  userId: number;
  plan: PlanId;
  price: number;
  status: SubscriptionStatus;
  gateCode: string | null;
  specialInstructions: string | null;
  createdAt: string;
  /** When the current pause started, and when it ends by itself (spec FAQ, pause-allowance.ts). */
  pausedAt: string | null;
  pauseEndsAt: string | null;
  /** Pause days left this calendar year, not counting a pause in progress. */
  pauseDaysLeft: number;
  /** Who bills it: the payment method shown in the portal's billing tab. */
  provider: PaymentProviderName | null;
};

/**
 * What the payment return page may learn without a session (a visitor who left for PayPal on one
 * address and came back on another): how the checkout ended, nothing about the customer.
 */
export type CheckoutOutcome = Pick<Subscription, 'plan' | 'price' | 'status'>;

export const SUBSCRIPTION_ACTIONS = ['pause', 'resume', 'cancel'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

export const SubscriptionIdParamsSchema = z.object({
  id: recordIdParam('Subscription not found'),
});

export const ChangePlanSchema = z.object({
  plan: PlanIdSchema,
});
