import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, firstServiceDate, nextPickupDate } from '../../../domain/pickup-calendar.ts';
import type { Subscription, SubscriptionStatus } from '../../../domain/schemas/subscription.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { serviceSchedules, subscriptions } from '../../db/schema.ts';

let t: TestApp;

/** Rows written straight to the table have no billing period from a provider. */
const NOTHING_BILLED = {
  card: null,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  pendingPlan: null,
  pendingPlanAt: null,
  nextCharge: null,
  pastDue: null,
  serviceEndsAt: null,
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/subscriptions', () => {
  test('401 without a session', async () => {
    const response = await t.client().get('/api/subscriptions');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authenticated' });
  });

  test("returns only the caller's subscriptions, newest first", async () => {
    const jordan = await t.signUp();
    const sam = await t.signUp();
    const none = await t.signUp();
    await t.db.insert(subscriptions).values([
      {
        userId: jordan.user.id,
        plan: 'basic',
        priceCents: 2500,
        status: 'cancelled',
        gateCode: '#1111',
        createdAt: new Date('2026-01-05T10:00:00Z'),
      },
      {
        userId: sam.user.id,
        plan: 'premium',
        priceCents: 5000,
        status: 'active',
        specialInstructions: "Sam's bags",
      },
      {
        userId: jordan.user.id,
        plan: 'standard',
        priceCents: 3500,
        status: 'active',
        specialInstructions: 'By the mat',
        createdAt: new Date('2026-02-05T10:00:00Z'),
        provider: 'paypal',
      },
    ]);

    const response = await jordan.client.get('/api/subscriptions');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: expect.any(Number),
        userId: jordan.user.id,
        plan: 'standard',
        price: 3500,
        status: 'active',
        gateCode: null,
        specialInstructions: 'By the mat',
        createdAt: '2026-02-05T10:00:00.000Z',
        pausedAt: null,
        pauseEndsAt: null,
        returnsOn: null,
        pauseDaysLeft: 30,
        provider: 'paypal',
        ...NOTHING_BILLED,
        nextPickup: null,
        holds: [],
        payer: 'resident',
      },
      {
        id: expect.any(Number),
        userId: jordan.user.id,
        plan: 'basic',
        price: 2500,
        status: 'cancelled',
        gateCode: '#1111',
        specialInstructions: null,
        provider: null,
        createdAt: '2026-01-05T10:00:00.000Z',
        pausedAt: null,
        pauseEndsAt: null,
        returnsOn: null,
        pauseDaysLeft: 30,
        ...NOTHING_BILLED,
        nextPickup: null,
        holds: [],
        payer: 'resident',
      },
    ] satisfies Subscription[]);

    const sams = (await sam.client.get('/api/subscriptions')).json<Subscription[]>();
    expect(sams.map((s) => [s.userId, s.plan])).toEqual([[sam.user.id, 'premium']]);

    expect((await none.client.get('/api/subscriptions')).json()).toEqual([]);
  });
});

describe('nextPickup', () => {
  async function withPickups(status: SubscriptionStatus) {
    const customer = await t.customerWith(status);
    const from = firstServiceDate(new Date());
    // A Saturday extra pickup, which no plan's weekdays would give, and rows that do not count:
    // one already past, one staff cancelled before it. The Saturday after `from`, never `from`
    // itself, so that the day before it is not the past row's day.
    const saturday = addDays(from, (13 - new Date(`${from}T00:00:00Z`).getUTCDay()) % 7 || 7);
    await t.db.insert(serviceSchedules).values([
      { subscriptionId: customer.id, serviceDate: addDays(from, -1), source: 'plan' },
      { subscriptionId: customer.id, serviceDate: addDays(saturday, -1), status: 'cancelled' },
      { subscriptionId: customer.id, serviceDate: saturday, source: 'manual' },
      { subscriptionId: customer.id, serviceDate: addDays(saturday, 2), source: 'plan' },
    ]);
    return { ...customer, saturday };
  }

  const listed = async (client: TestClient) =>
    (await client.get('/api/subscriptions')).json<Subscription[]>();

  test('is the first scheduled pickup that can still be served, as the schedule lists it', async () => {
    const { client, saturday } = await withPickups('active');
    const [subscription] = await listed(client);
    expect(subscription!.nextPickup).toBe(saturday);

    const schedule = (await client.get('/api/service-schedules')).json<{
      upcoming: { serviceDate: string }[];
    }>();
    expect(schedule.upcoming[0]!.serviceDate).toBe(saturday);
  });

  test('is null while paused or once cancelled, even with a pickup row left', async () => {
    for (const status of ['paused', 'cancelled'] as const) {
      const { client } = await withPickups(status);
      expect((await listed(client)).map((s) => s.nextPickup)).toEqual([null]);
    }
  });

  test('follows each change at once: resume, plan change, pause, cancel', async () => {
    const customer = await t.customerWith('paused');
    const post = async (path: string, body?: object) =>
      (
        await customer.client.post(`/api/subscriptions/${customer.id}/${path}`, body)
      ).json<Subscription>();
    const seen = async () => (await listed(customer.client))[0]!.nextPickup;

    expect(await seen()).toBeNull();
    expect((await post('resume')).nextPickup).toBe(nextPickupDate('standard'));
    expect(await seen()).toBe(nextPickupDate('standard'));
    expect((await post('change-plan', { plan: 'basic' })).nextPickup).toBe(nextPickupDate('basic'));
    expect(await seen()).toBe(nextPickupDate('basic'));
    expect((await post('pause')).nextPickup).toBeNull();
    expect(await seen()).toBeNull();
    await post('resume');
    expect(await seen()).toBe(nextPickupDate('basic'));
    expect((await post('cancel')).nextPickup).toBeNull();
    expect(await seen()).toBeNull();
  });
});
