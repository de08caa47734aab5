import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages.ts';
import { firstServiceDate, weekdayOf } from '../../../domain/pickup-calendar.ts';
import type { PlanId } from '../../../domain/plans.ts';
import type { BillingEntry, CreateSubscriptionResponse } from '../../../domain/schemas/payments.ts';
import type { CustomerServices } from '../../../domain/schemas/service-schedule.ts';
import type { Subscription } from '../../../domain/schemas/subscription.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { serviceSchedules, subscriptions } from '../../db/schema.ts';

// docs/product.md#billing, on the built-in sandbox: the next charge, upgrades charged now and
// prorated, downgrades at the renewal.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60_000;

async function subscribed(plan: PlanId) {
  const customer = await t.signUp();
  const checkout = (
    await customer.client.post('/api/create-subscription', { plan })
  ).json<CreateSubscriptionResponse>();
  const paid = await t.client().post('/api/sandbox/card-payments', {
    clientSecret: checkout.clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  });
  expect(paid.statusCode).toBe(200);
  return { ...customer, id: checkout.subscriptionId };
}

const current = async (client: TestClient) =>
  (await client.get('/api/subscriptions')).json<Subscription[]>()[0]!;
const bills = async (client: TestClient) =>
  (await client.get('/api/payments')).json<BillingEntry[]>();
const pickupWeekdays = async (client: TestClient) =>
  new Set(
    (await client.get('/api/service-schedules'))
      .json<CustomerServices>()
      .upcoming.map((p) => weekdayOf(p.serviceDate)),
  );

/** The generated pickups' weekdays from `from` on, read from the table. */
const weekdaysFrom = async (id: number, from: string) =>
  new Set(
    (
      await t.db
        .select({ date: serviceSchedules.serviceDate })
        .from(serviceSchedules)
        .where(
          and(eq(serviceSchedules.subscriptionId, id), gte(serviceSchedules.serviceDate, from)),
        )
    ).map((r) => weekdayOf(r.date)),
  );

test('a paid subscription shows its next charge: the period end, at the plan price', async () => {
  const before = Date.now();
  const { client } = await subscribed('standard');
  const subscription = await current(client);
  const end = Date.parse(subscription.currentPeriodEnd!);
  expect(end - before).toBeGreaterThanOrEqual(28 * DAY);
  expect(end - before).toBeLessThanOrEqual(31 * DAY + 60_000);
  expect(subscription.nextCharge).toEqual({ date: subscription.currentPeriodEnd, amount: 3500 });
  expect(subscription.pendingPlan).toBeNull();
});

describe('an upgrade', () => {
  test('starts at once and charges the rest of the period, prorated', async () => {
    const { client, id } = await subscribed('standard');
    // Halfway through the period the provider billed.
    await t.db
      .update(subscriptions)
      .set({
        currentPeriodStart: new Date(Date.now() - 15 * DAY),
        currentPeriodEnd: new Date(Date.now() + 15 * DAY),
      })
      .where(eq(subscriptions.id, id));
    const response = await client.post(`/api/subscriptions/${id}/change-plan`, {
      plan: 'premium',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Subscription>()).toMatchObject({
      plan: 'premium',
      price: 5000,
      pendingPlan: null,
      nextCharge: { amount: 5000 },
    });
    // Half of the $15 difference (to the cent, as the request came a moment later), billed at
    // once as its own paid invoice.
    const [upgrade, first] = await bills(client);
    expect(upgrade).toMatchObject({ status: 'paid' });
    expect(Math.abs(upgrade!.amount - 750)).toBeLessThanOrEqual(1);
    expect(first).toMatchObject({ amount: 3500, status: 'paid' });
    expect(await pickupWeekdays(client)).toEqual(new Set([1, 2, 3, 4, 5]));
  });
});

describe('a downgrade', () => {
  test('waits for the renewal: the plan and pickups stay, the next charge is the smaller price', async () => {
    const { client, id } = await subscribed('premium');
    const daysBefore = await pickupWeekdays(client);
    const response = await client.post(`/api/subscriptions/${id}/change-plan`, { plan: 'basic' });
    expect(response.statusCode).toBe(200);
    const scheduled = response.json<Subscription>();
    expect(scheduled).toMatchObject({
      plan: 'premium',
      price: 5000,
      pendingPlan: 'basic',
      pendingPlanAt: scheduled.currentPeriodEnd,
      nextCharge: { date: scheduled.currentPeriodEnd, amount: 2500 },
    });
    expect(await bills(client)).toHaveLength(1);
    expect(await pickupWeekdays(client)).toEqual(daysBefore);

    // Before the renewal the clock changes nothing; at it, Basic with its days.
    const end = Date.parse(scheduled.currentPeriodEnd!);
    expect((await t.app.billingClock.runNow(new Date(end - 60_000)))?.planChanges).toBe(0);
    const run = await t.app.billingClock.runNow(new Date(end + 1000));
    expect(run?.planChanges).toBeGreaterThanOrEqual(1);
    expect(await current(client)).toMatchObject({ plan: 'basic', price: 2500, pendingPlan: null });
    const basicDays = await weekdaysFrom(id, firstServiceDate(new Date(end + 1000)));
    expect([...basicDays].every((d) => d === 1 || d === 4)).toBe(true);
    expect((await t.app.billingClock.runNow(new Date(end + 2000)))?.planChanges).toBe(0);
  });

  test('choosing the current plan again keeps it; the same plan without a change waiting is a 409', async () => {
    const { client, id } = await subscribed('standard');
    await client.post(`/api/subscriptions/${id}/change-plan`, { plan: 'basic' });
    const kept = await client.post(`/api/subscriptions/${id}/change-plan`, { plan: 'standard' });
    expect(kept.json<Subscription>()).toMatchObject({
      plan: 'standard',
      pendingPlan: null,
      nextCharge: { amount: 3500 },
    });
    const again = await client.post(`/api/subscriptions/${id}/change-plan`, { plan: 'standard' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: PAYMENT_MESSAGES.alreadyOnPlan('Standard') });
  });

  test('an upgrade after a downgrade was chosen drops the downgrade', async () => {
    const { client, id } = await subscribed('standard');
    await client.post(`/api/subscriptions/${id}/change-plan`, { plan: 'basic' });
    const up = await client.post(`/api/subscriptions/${id}/change-plan`, { plan: 'premium' });
    expect(up.json<Subscription>()).toMatchObject({ plan: 'premium', pendingPlan: null });
  });
});
