import { z } from 'zod';
import { PlanIdSchema, recordIdParam } from './fields.ts';
import { PAYMENT_PROVIDERS } from './payments.ts';
import './zod-config.ts';

export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A subscription as the API returns it; price is integer cents. */
export const SubscriptionSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  plan: PlanIdSchema,
  price: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  gateCode: z.string().nullable(),
  specialInstructions: z.string().nullable(),
  createdAt: z.string(),
  /** When the current pause started, and when it ends by itself (pause-allowance.ts). */
  pausedAt: z.string().nullable(),
  pauseEndsAt: z.string().nullable(),
  /** Pause days left this calendar year, not counting a pause in progress. */
  pauseDaysLeft: z.number().int(),
  /** Who bills it: the payment method shown in the portal's billing tab. */
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  /**
   * The first scheduled pickup (YYYY-MM-DD, America/Chicago) that can still be served, read from
   * the same pickups as the portal's schedule; null when the subscription is not active or has
   * no pickup scheduled yet.
   */
  nextPickup: z.string().nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/**
 * What the payment return page may learn without a session (a visitor who left for PayPal on one
 * address and came back on another): how the checkout ended, nothing about the customer.
 */
/** What the payment return page shows a visitor whose session cookie is missing: the outcome only. */
export const CheckoutOutcomeSchema = SubscriptionSchema.pick({
  plan: true,
  price: true,
  status: true,
});
export type CheckoutOutcome = z.infer<typeof CheckoutOutcomeSchema>;

export const SUBSCRIPTION_ACTIONS = ['pause', 'resume', 'cancel'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

export const SubscriptionIdParamsSchema = z.object({
  id: recordIdParam('Subscription not found'),
});

export const ChangePlanSchema = z.object({
  plan: PlanIdSchema,
});
