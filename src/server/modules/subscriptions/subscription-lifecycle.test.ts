import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { transitionRefused } from '../../../domain/payment-messages.ts';
import type { Subscription, SubscriptionStatus } from '../../../domain/schemas/subscription.ts';
import { paymentTables } from '../../../test/fakes/payment-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { subscriptions } from '../../db/schema.ts';

let t: TestApp;
let tables: ReturnType<typeof paymentTables>;

beforeAll(async () => {
  t = await createTestApp();
  tables = paymentTables(t.db);
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60_000;

async function customerWith(status: SubscriptionStatus, extra: { pausedAt?: Date } = {}) {
  const customer = await t.signUp();
  const [row] = await t.db
    .insert(subscriptions)
    .values({ userId: customer.user.id, plan: 'standard', priceCents: 3500, status, ...extra })
    .returning();
  return { ...customer, id: row!.id };
}

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

describe('a pause ends by itself after 30 days', () => {
  test('reading the list resumes a pause older than 30 days and keeps a younger one', async () => {
    const old = await customerWith('paused', { pausedAt: new Date(Date.now() - 31 * DAY) });
    const list = (await old.client.get('/api/subscriptions')).json<Subscription[]>();
    expect(list).toEqual([
      expect.objectContaining({ id: old.id, status: 'active', pausedAt: null }),
    ]);

    const young = await customerWith('paused', { pausedAt: new Date(Date.now() - 29 * DAY) });
    const kept = (await young.client.get('/api/subscriptions')).json<Subscription[]>();
    expect(kept[0]?.status).toBe('paused');
  });

  test('pending checkouts are not listed', async () => {
    const { client } = await customerWith('pending');
    expect((await client.get('/api/subscriptions')).json()).toEqual([]);
  });
});
