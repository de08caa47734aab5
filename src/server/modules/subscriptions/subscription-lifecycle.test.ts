import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAYMENT_MESSAGES, transitionRefused } from '../../../domain/payment-messages.ts';
import { firstServiceDate, serviceClock } from '../../../domain/pickup-calendar.ts';
import type { Subscription, SubscriptionStatus } from '../../../domain/schemas/subscription.ts';
import { paymentTables } from '../../../test/fakes/payment-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { serviceSchedules, subscriptions } from '../../db/schema.ts';
import { createNotifier } from '../notifications/notifications-module.ts';
import { createSubscriptionLifecycle } from './subscription-lifecycle.ts';

let t: TestApp;
let tables: ReturnType<typeof paymentTables>;

beforeAll(async () => {
  t = await createTestApp();
  tables = paymentTables(t.db);
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60_000;

const customerWith = (
  status: SubscriptionStatus,
  extra: Partial<typeof subscriptions.$inferInsert> = {},
) => t.customerWith(status, extra);

describe('pause, resume, cancel', () => {
  test('active → paused → active → cancelled, each answered with the subscription', async () => {
    const { client, id } = await customerWith('active');

    const paused = await client.post(`/api/subscriptions/${id}/pause`);
    expect(paused.statusCode).toBe(200);
    expect(paused.json<Subscription>()).toMatchObject({ id, status: 'paused' });
    expect(paused.json<Subscription>().pausedAt).not.toBeNull();

    const resumed = await client.post(`/api/subscriptions/${id}/resume`);
    expect(resumed.json<Subscription>()).toMatchObject({ status: 'active', pausedAt: null });

    const cancelled = await client.post(`/api/subscriptions/${id}/cancel`);
    expect(cancelled.json<Subscription>()).toMatchObject({ status: 'cancelled' });
    expect((await tables.subscription(id))?.cancelledAt).toBeInstanceOf(Date);
  });

  test('a paused subscription can be cancelled', async () => {
    const { client, id } = await customerWith('paused', { pausedAt: new Date() });
    const response = await client.post(`/api/subscriptions/${id}/cancel`);
    expect(response.json<Subscription>().status).toBe('cancelled');
  });

  test.each([
    ['pause', 'paused'],
    ['pause', 'cancelled'],
    ['resume', 'active'],
    ['resume', 'cancelled'],
    ['cancel', 'cancelled'],
  ] as const)('%s on a %s subscription is a 409 and changes nothing', async (action, status) => {
    const { client, id } = await customerWith(status, {
      pausedAt: status === 'paused' ? new Date() : undefined,
    });
    const response = await client.post(`/api/subscriptions/${id}/${action}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: transitionRefused(action, status) });
    expect((await tables.subscription(id))?.status).toBe(status);
  });

  test("someone else's subscription is a 404, exactly like a missing one", async () => {
    const owner = await customerWith('active');
    const stranger = await t.signUp();
    for (const action of ['pause', 'resume', 'cancel']) {
      const response = await stranger.client.post(`/api/subscriptions/${owner.id}/${action}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Subscription not found' });
    }
    const missing = await stranger.client.post('/api/subscriptions/999999/pause');
    expect(missing.statusCode).toBe(404);
    expect((await tables.subscription(owner.id))?.status).toBe('active');
  });

  test('an unfinished checkout (pending) cannot be acted on: 404', async () => {
    const { client, id } = await customerWith('pending');
    expect((await client.post(`/api/subscriptions/${id}/cancel`)).statusCode).toBe(404);
  });

  test('401 without a session, 400 for a malformed id', async () => {
    const anonymous = await t.client().post('/api/subscriptions/1/pause');
    expect(anonymous.statusCode).toBe(401);
    const { client } = await customerWith('active');
    expect((await client.post('/api/subscriptions/abc/pause')).statusCode).toBe(400);
  });
});

describe('change plan', () => {
  test('takes the price from the plan catalogue', async () => {
    const { client, id } = await customerWith('active');
    const response = await client.post(`/api/subscriptions/${id}/change-plan`, {
      plan: 'premium',
      price: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Subscription>()).toMatchObject({ plan: 'premium', price: 5000 });
  });

  test('the same plan, a cancelled subscription or an unknown plan are refused', async () => {
    const { client, id } = await customerWith('active');
    const same = await client.post(`/api/subscriptions/${id}/change-plan`, { plan: 'standard' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ message: 'You are already on the Standard plan.' });

    const unknown = await client.post(`/api/subscriptions/${id}/change-plan`, { plan: 'gold' });
    expect(unknown.statusCode).toBe(400);

    const cancelled = await customerWith('cancelled');
    const response = await cancelled.client.post(`/api/subscriptions/${cancelled.id}/change-plan`, {
      plan: 'basic',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: transitionRefused('change-plan', 'cancelled') });
  });
});

describe('the yearly pause allowance (up to 30 days a year)', () => {
  const year = Number(serviceClock(new Date()).date.slice(0, 4));

  test('a first pause ends by itself after 30 days', async () => {
    const { client, id } = await customerWith('active');
    const before = Date.now();
    const paused = (await client.post(`/api/subscriptions/${id}/pause`)).json<Subscription>();
    const ends = Date.parse(paused.pauseEndsAt!);
    expect(ends - before).toBeGreaterThanOrEqual(30 * DAY - 1000);
    expect(ends - Date.now()).toBeLessThanOrEqual(30 * DAY);
  });

  test('days paused are used up: after a 10-day pause, the next one can last 20 days', async () => {
    const { client, id } = await customerWith('active');
    await client.post(`/api/subscriptions/${id}/pause`);
    await t.db
      .update(subscriptions)
      .set({ pausedAt: new Date(Date.now() - 10 * DAY + 60_000) })
      .where(eq(subscriptions.id, id));
    const resumed = (await client.post(`/api/subscriptions/${id}/resume`)).json<Subscription>();
    expect(resumed).toMatchObject({ status: 'active', pausedAt: null, pauseDaysLeft: 20 });

    const again = (await client.post(`/api/subscriptions/${id}/pause`)).json<Subscription>();
    expect(Date.parse(again.pauseEndsAt!) - Date.now()).toBeGreaterThan(19 * DAY);
    expect(Date.parse(again.pauseEndsAt!) - Date.now()).toBeLessThanOrEqual(20 * DAY);
  });

  test('with the allowance used up, Pause is refused with a clear 409; a new year starts afresh', async () => {
    const used = await customerWith('active', { pauseYear: year, pauseDaysUsed: 30 });
    const refused = await used.client.post(`/api/subscriptions/${used.id}/pause`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: PAYMENT_MESSAGES.pauseAllowanceUsed(30) });
    expect((await tables.subscription(used.id))?.status).toBe('active');

    const lastYear = await customerWith('active', { pauseYear: year - 1, pauseDaysUsed: 30 });
    const paused = await lastYear.client.post(`/api/subscriptions/${lastYear.id}/pause`);
    expect(paused.statusCode).toBe(200);
    // Last year's days do not count; the pause in progress takes this year's 30 as it runs on.
    expect(paused.json<Subscription>()).toMatchObject({ status: 'paused', pauseDaysLeft: 0 });
  });

  test('reading the list shows a pause that has run its course as resumed and keeps a running one', async () => {
    const old = await customerWith('paused', {
      pausedAt: new Date(Date.now() - 30 * DAY - 60_000),
      pauseEndsAt: new Date(Date.now() - 60_000),
      pauseYear: year,
    });
    const list = (await old.client.get('/api/subscriptions')).json<Subscription[]>();
    expect(list).toEqual([
      expect.objectContaining({ id: old.id, status: 'active', pausedAt: null, pauseDaysLeft: 0 }),
    ]);
    const before = await tables.subscription(old.id);
    await old.client.get('/api/subscriptions');
    // A read never writes: the pause-expiry job resumes the row.
    expect(await tables.subscription(old.id)).toEqual(before);
    expect(before?.status).toBe('paused');

    const young = await customerWith('paused', {
      pausedAt: new Date(Date.now() - 29 * DAY),
      pauseEndsAt: new Date(Date.now() + DAY),
    });
    const kept = (await young.client.get('/api/subscriptions')).json<Subscription[]>();
    expect(kept[0]?.status).toBe('paused');
  });

  test('a list read again shows a pause or a paid period that ended between the reads', async () => {
    const pause = await customerWith('paused', {
      pausedAt: new Date(Date.now() - DAY),
      pauseEndsAt: new Date(Date.now() + DAY),
      pauseYear: year,
    });
    const cancelled = await customerWith('cancelled', {
      serviceEndsAt: new Date(Date.now() + DAY),
    });
    const endsSoon = new Date(Date.now() + 300);
    await t.db
      .update(subscriptions)
      .set({ pauseEndsAt: endsSoon })
      .where(eq(subscriptions.id, pause.id));
    await t.db
      .update(subscriptions)
      .set({ serviceEndsAt: endsSoon })
      .where(eq(subscriptions.id, cancelled.id));
    const read = async (customer: typeof pause) =>
      (await customer.client.get('/api/subscriptions')).json<Subscription[]>()[0];

    expect(await read(pause)).toMatchObject({ status: 'paused' });
    expect((await read(cancelled))?.serviceEndsAt).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, endsSoon.getTime() - Date.now() + 50));
    expect(await read(pause)).toMatchObject({ status: 'active', pausedAt: null });
    expect(await read(cancelled)).toMatchObject({ status: 'cancelled', serviceEndsAt: null });
  });

  test('acting on a pause that has run its course acts on the resumed subscription', async () => {
    const old = await customerWith('paused', {
      pausedAt: new Date(Date.now() - 5 * DAY),
      pauseEndsAt: new Date(Date.now() - 60_000),
      pauseYear: year,
    });
    const cancelled = await old.client.post(`/api/subscriptions/${old.id}/cancel`);
    expect(cancelled.json<Subscription>()).toMatchObject({ status: 'cancelled', pausedAt: null });
    const again = await customerWith('paused', {
      pausedAt: new Date(Date.now() - 5 * DAY),
      pauseEndsAt: new Date(Date.now() - 60_000),
      pauseYear: year,
    });
    const paused = await again.client.post(`/api/subscriptions/${again.id}/pause`);
    expect(paused.statusCode).toBe(200);
    expect(paused.json<Subscription>().status).toBe('paused');
  });

  test('pending checkouts are not listed', async () => {
    const { client } = await customerWith('pending');
    expect((await client.get('/api/subscriptions')).json()).toEqual([]);
  });
});

describe('activation by the provider', () => {
  test('schedules the first pickups in the same transaction', async () => {
    const { id } = await customerWith('pending');
    const lifecycle = createSubscriptionLifecycle({
      appUrl: 'http://app.test',
      notifier: createNotifier({ secret: 'lifecycle-test', appUrl: 'http://app.test' }),
    });
    await t.db.transaction(async (tx) => {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
      await lifecycle.applyProviderState(tx, row!, { status: 'active', period: null, card: null });
    });
    const upcoming = await t.db
      .select()
      .from(serviceSchedules)
      .where(
        and(
          eq(serviceSchedules.subscriptionId, id),
          gte(serviceSchedules.serviceDate, firstServiceDate(new Date())),
        ),
      );
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
  });
});
