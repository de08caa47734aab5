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
  // Stripe retries a failed renewal (past due), then gives up (unpaid).
  ['past_due', false, 'past_due'],
  ['active', true, 'paused'],
  ['paused', false, 'paused'],
  ['canceled', false, 'cancelled'],
  ['incomplete_expired', false, 'cancelled'],
  ['unpaid', false, 'suspended'],
])('Stripe %s (paused collection: %s) is our %s', (status, paused, expected) => {
  expect(stripeStatus(stripeSubscription(status, paused))).toBe(expected);
});

test.each([
  ['APPROVAL_PENDING', '0.00', 'pending'],
  ['APPROVED', '0.00', 'active'],
  ['ACTIVE', '0.00', 'active'],
  // A failed cycle PayPal is retrying, then the failure threshold reached.
  ['ACTIVE', '35.00', 'past_due'],
  ['SUSPENDED', '35.00', 'suspended'],
  // Suspended by us, owing nothing: a pause.
  ['SUSPENDED', '0.00', 'paused'],
  ['CANCELLED', '0.00', 'cancelled'],
  ['EXPIRED', '0.00', 'cancelled'],
])('PayPal %s owing %s is our %s', (status, owed, expected) => {
  const billing_info = { outstanding_balance: { value: owed } };
  expect(paypalStatus({ status, billing_info })).toBe(expected);
});
