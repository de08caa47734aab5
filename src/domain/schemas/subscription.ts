import type { PlanId } from '../plans.ts';

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
};
