import { z } from 'zod';
import { HoldParamsSchema, HoldSchema } from '../schemas/holds.ts';
import {
  CancelSubscriptionSchema,
  ChangePlanSchema,
  SubscriptionIdParamsSchema,
  SubscriptionSchema,
} from '../schemas/subscription.ts';
import { defineContract } from './contract.ts';

export const listSubscriptions = defineContract({
  method: 'GET',
  path: '/api/subscriptions',
  response: z.array(SubscriptionSchema),
});

export const pauseSubscription = defineContract({
  method: 'POST',
  path: '/api/subscriptions/:id/pause',
  params: SubscriptionIdParamsSchema,
  response: SubscriptionSchema,
});

export const resumeSubscription = defineContract({
  method: 'POST',
  path: '/api/subscriptions/:id/resume',
  params: SubscriptionIdParamsSchema,
  response: SubscriptionSchema,
});

/** The reason is optional, and so is the body (docs/decisions/039-a-fair-cancel.md). */
export const cancelSubscription = defineContract({
  method: 'POST',
  path: '/api/subscriptions/:id/cancel',
  params: SubscriptionIdParamsSchema,
  body: z.preprocess((v) => v ?? {}, CancelSubscriptionSchema),
  response: SubscriptionSchema,
});

/** Holds with dates (docs/decisions/038-dated-holds.md): one starting today pauses at once. */
export const bookHold = defineContract({
  method: 'POST',
  path: '/api/subscriptions/:id/holds',
  params: SubscriptionIdParamsSchema,
  body: HoldSchema,
  response: SubscriptionSchema,
});

export const moveHold = defineContract({
  method: 'PUT',
  path: '/api/subscriptions/:id/holds/:holdId',
  params: HoldParamsSchema,
  body: HoldSchema,
  response: SubscriptionSchema,
});

export const cancelHold = defineContract({
  method: 'DELETE',
  path: '/api/subscriptions/:id/holds/:holdId',
  params: HoldParamsSchema,
  response: SubscriptionSchema,
});

export const changePlan = defineContract({
  method: 'POST',
  path: '/api/subscriptions/:id/change-plan',
  params: SubscriptionIdParamsSchema,
  body: ChangePlanSchema,
  response: SubscriptionSchema,
});
