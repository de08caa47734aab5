import { z } from 'zod';
import { PlanIdSchema, type PlanId } from '../plans.ts';

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
  /** When the current pause started; it ends by itself PAUSE_MAX_DAYS later (spec FAQ). */
  pausedAt: string | null;
};

/** Spec FAQ: service can pause for up to 30 consecutive days, then resumes by itself. */
export const PAUSE_MAX_DAYS = 30;

export const SUBSCRIPTION_ACTIONS = ['pause', 'resume', 'cancel'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

export const SubscriptionIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'Subscription not found' }).int().positive('Subscription not found'),
});

export const ChangePlanSchema = z.object({
  plan: PlanIdSchema,
});
export type ChangePlanInput = z.infer<typeof ChangePlanSchema>;
