import type Stripe from 'stripe';
import { expect, test } from 'vitest';
import { paypalStatus } from './paypal-provider.ts';
import { stripeStatus } from './stripe-provider.ts';

const stripeSubscription = (status: string, paused = false) =>
  ({
    status,
    pause_collection: paused ? { behavior: 'void', resumes_at: null } : null,
  }) as unknown as Stripe.Subscription;

test.each([
  ['incomplete', false, 'pending'],
  ['active', false, 'active'],
  ['trialing', false, 'active'],
  // Stripe keeps retrying a late payment; service continues meanwhile.
  ['past_due', false, 'active'],
  ['active', true, 'paused'],
  ['paused', false, 'paused'],
  ['canceled', false, 'cancelled'],
  ['incomplete_expired', false, 'cancelled'],
  ['unpaid', false, 'cancelled'],
])('Stripe %s (paused collection: %s) is our %s', (status, paused, expected) => {
  expect(stripeStatus(stripeSubscription(status, paused))).toBe(expected);
});

test.each([
  ['APPROVAL_PENDING', 'pending'],
  ['APPROVED', 'active'],
  ['ACTIVE', 'active'],
  ['SUSPENDED', 'paused'],
  ['CANCELLED', 'cancelled'],
  ['EXPIRED', 'cancelled'],
])('PayPal %s is our %s', (status, expected) => {
  expect(paypalStatus(status)).toBe(expected);
});
