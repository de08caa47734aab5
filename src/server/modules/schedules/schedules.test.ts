import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, firstServiceDate, weekdayOf } from '../../../domain/pickup-calendar.ts';
import type { PlanId } from '../../../domain/plans.ts';
import type { BillingEntry } from '../../../domain/schemas/payments.ts';
import type { CustomerServices } from '../../../domain/schemas/service-schedule.ts';
import type { SubscriptionStatus } from '../../../domain/schemas/subscription.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { payments, serviceSchedules, subscriptions } from '../../db/schema.ts';
import { generatePickups } from './schedule-service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// Monday 2026-11-23, 9am in Katy: Thanksgiving (Thursday 2026-11-26) is inside the horizon.
const MONDAY_MORNING = new Date('2026-11-23T09:00:00-06:00');

async function subscriber(plan: PlanId, status: SubscriptionStatus) {
  const customer = await t.signUp();
  const [row] = await t.db
    .insert(subscriptions)
    .values({ userId: customer.user.id, plan, priceCents: 3500, status, provider: 'sandbox' })
    .returning();
  return { ...customer, id: row!.id };
}

const datesOf = async (subscriptionId: number) =>
  (
    await t.db
      .select({ date: serviceSchedules.serviceDate, status: serviceSchedules.status })
      .from(serviceSchedules)
      .where(eq(serviceSchedules.subscriptionId, subscriptionId))
      .orderBy(asc(serviceSchedules.serviceDate))
  ).map((r) => r.date);

const scheduledFrom = async (subscriptionId: number, from: string) =>
  (await datesOf(subscriptionId)).filter((d) => d >= from);

describe('the schedule generator', () => {
  test('creates two weeks of plan days minus holidays, for active subscriptions only', async () => {
    const standard = await subscriber('standard', 'active');
    const basic = await subscriber('basic', 'active');
    const paused = await subscriber('premium', 'paused');
    const cancelled = await subscriber('premium', 'cancelled');

    await generatePickups(t.db, MONDAY_MORNING);

    expect(await datesOf(standard.id)).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-27',
      '2026-11-30',
      '2026-12-02',
      '2026-12-04',
    ]);
    // Monday and Thursday, but not Thanksgiving.
    expect(await datesOf(basic.id)).toEqual(['2026-11-23', '2026-11-30', '2026-12-03']);
    expect(await datesOf(paused.id)).toEqual([]);
    expect(await datesOf(cancelled.id)).toEqual([]);
  });

  test('after noon, today is no longer scheduled', async () => {
    const premium = await subscriber('premium', 'active');
    await generatePickups(t.db, new Date('2026-11-23T12:00:00-06:00'));
    expect((await datesOf(premium.id))[0]).toBe('2026-11-24');
  });

  test('a second run changes nothing, and two concurrent runs insert each pickup once', async () => {
    const a = await subscriber('premium', 'active');
    const later = new Date('2027-02-01T08:00:00-06:00');

    const [first, second] = await Promise.all([
      generatePickups(t.db, later),
      generatePickups(t.db, later),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(10);
    const once = await scheduledFrom(a.id, '2027-02-01');
    expect(once).toHaveLength(10);
    expect(new Set(once).size).toBe(once.length);

    expect(await generatePickups(t.db, later)).toBe(0);
    expect(await scheduledFrom(a.id, '2027-02-01')).toEqual(once);
  });

  test('concurrent runs queue on the lock: one inserts, the others find nothing to do', async () => {
    const a = await subscriber('standard', 'active');
    const when = new Date('2027-03-01T08:00:00-06:00');
    const results = await Promise.all([
      generatePickups(t.db, when),
      generatePickups(t.db, when),
      generatePickups(t.db, when),
    ]);
    expect(results.filter((n) => n > 0)).toHaveLength(1);
    expect(await scheduledFrom(a.id, '2027-03-01')).toHaveLength(6);
  });
});

describe('status and plan changes keep the schedule in step', () => {
  const today = () => firstServiceDate(new Date());

  test('pause removes future pickups, resume brings them back, cancel removes them for good', async () => {
    const { client, id } = await subscriber('premium', 'active');
    await generatePickups(t.db);
    // A pickup staff already completed stays in the history whatever happens next.
    await t.db
      .insert(serviceSchedules)
      .values({ subscriptionId: id, serviceDate: '2026-01-05', status: 'completed' });
    expect((await scheduledFrom(id, today())).length).toBeGreaterThanOrEqual(9);

    expect((await client.post(`/api/subscriptions/${id}/pause`)).statusCode).toBe(200);
    expect(await scheduledFrom(id, today())).toEqual([]);

    expect((await client.post(`/api/subscriptions/${id}/resume`)).statusCode).toBe(200);
    expect((await scheduledFrom(id, today())).length).toBeGreaterThanOrEqual(9);

    expect((await client.post(`/api/subscriptions/${id}/cancel`)).statusCode).toBe(200);
    expect(await scheduledFrom(id, today())).toEqual([]);
    expect(await datesOf(id)).toEqual(['2026-01-05']);
  });

  test('a plan change moves future pickups to the new plan days and keeps manual ones', async () => {
    const { client, id } = await subscriber('basic', 'active');
    await generatePickups(t.db);
    let extra = today();
    while (weekdayOf(extra) !== 6) extra = addDays(extra, 1);
    await t.db
      .insert(serviceSchedules)
      .values({ subscriptionId: id, serviceDate: extra, notes: 'Move-out extra pickup' });

    const changed = await client.post(`/api/subscriptions/${id}/change-plan`, {
      plan: 'standard',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ plan: 'standard', price: 3500 });

    const dates = await scheduledFrom(id, today());
    expect(dates).toContain(extra);
    const planDates = dates.filter((d) => d !== extra);
    expect(planDates.length).toBeGreaterThanOrEqual(5);
    expect(planDates.every((d) => [1, 3, 5].includes(weekdayOf(d)))).toBe(true);
  });
});

describe('GET /api/service-schedules', () => {
  test("answers the customer's own upcoming and recent pickups", async () => {
    const mine = await subscriber('standard', 'active');
    const theirs = await subscriber('standard', 'active');
    await generatePickups(t.db);
    await t.db.insert(serviceSchedules).values([
      { subscriptionId: mine.id, serviceDate: '2026-02-02', status: 'completed' },
      { subscriptionId: mine.id, serviceDate: '2026-02-04', status: 'missed' },
      { subscriptionId: theirs.id, serviceDate: '2026-02-06', status: 'completed' },
    ]);

    const response = await mine.client.get('/api/service-schedules');
    expect(response.statusCode).toBe(200);
    const body = response.json<CustomerServices>();
    expect(body.recent.map((r) => [r.serviceDate, r.status])).toEqual([
      ['2026-02-04', 'missed'],
      ['2026-02-02', 'completed'],
    ]);
    expect(body.upcoming.length).toBeGreaterThanOrEqual(5);
    expect(body.upcoming.every((r) => r.subscriptionId === mine.id)).toBe(true);
    expect(body.upcoming[0]!.serviceDate >= firstServiceDate(new Date())).toBe(true);
  });

  test('a change to any of the pickups shows on the next reads, kept copy or not', async () => {
    const mine = await subscriber('standard', 'active');
    const [past] = await t.db
      .insert(serviceSchedules)
      .values({ subscriptionId: mine.id, serviceDate: '2026-02-09', status: 'missed' })
      .returning();
    const recent = async () =>
      (await mine.client.get('/api/service-schedules'))
        .json<CustomerServices>()
        .recent.map((r) => [r.status, r.notes]);
    expect(await recent()).toEqual([['missed', null]]);
    expect(await recent()).toEqual([['missed', null]]);

    // Settled by the office afterwards: neither row state is a scheduled pickup.
    await t.db
      .update(serviceSchedules)
      .set({ status: 'completed', notes: 'Collected late' })
      .where(eq(serviceSchedules.id, past!.id));
    await expect.poll(recent, { timeout: 5_000 }).toEqual([['completed', 'Collected late']]);
  });

  test('is 401 without a session', async () => {
    expect((await t.client().get('/api/service-schedules')).statusCode).toBe(401);
  });
});

describe('GET /api/payments', () => {
  test("lists the customer's own payments, newest first", async () => {
    const mine = await subscriber('standard', 'active');
    const theirs = await subscriber('standard', 'active');
    await t.db.insert(payments).values([
      {
        subscriptionId: mine.id,
        amountCents: 3500,
        status: 'paid',
        providerRef: `inv-${mine.id}-1`,
        paidAt: new Date('2026-10-01T15:00:00Z'),
      },
      {
        subscriptionId: mine.id,
        amountCents: 3500,
        status: 'failed',
        providerRef: `inv-${mine.id}-2`,
        paidAt: new Date('2026-11-01T15:00:00Z'),
      },
      {
        subscriptionId: theirs.id,
        amountCents: 5000,
        status: 'paid',
        providerRef: `inv-${theirs.id}`,
      },
    ]);

    const response = await mine.client.get('/api/payments');
    expect(response.statusCode).toBe(200);
    expect(response.json<BillingEntry[]>()).toEqual([
      expect.objectContaining({
        amount: 3500,
        status: 'failed',
        paidAt: '2026-11-01T15:00:00.000Z',
      }),
      expect.objectContaining({ amount: 3500, status: 'paid', paidAt: '2026-10-01T15:00:00.000Z' }),
    ]);
  });

  test('is 401 without a session', async () => {
    expect((await t.client().get('/api/payments')).statusCode).toBe(401);
  });
});
