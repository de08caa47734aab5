import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Subscription } from '../../../domain/schemas/subscription.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { subscriptions } from '../../db/schema.ts';

let t: TestApp;

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
        pauseDaysLeft: 30,
        provider: 'paypal',
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
        pauseDaysLeft: 30,
      },
    ] satisfies Subscription[]);

    const sams = (await sam.client.get('/api/subscriptions')).json<Subscription[]>();
    expect(sams.map((s) => [s.userId, s.plan])).toEqual([[sam.user.id, 'premium']]);

    expect((await none.client.get('/api/subscriptions')).json()).toEqual([]);
  });
});
