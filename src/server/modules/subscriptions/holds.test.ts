import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  HOLD_MESSAGES,
  serviceDayStart,
  serviceToday,
  skippedPickups,
} from '../../../domain/holds.ts';
import { addDays, firstServiceDate, pickupDatesFrom } from '../../../domain/pickup-calendar.ts';
import type { RouteSheet } from '../../../domain/schemas/admin.ts';
import type { HoldDates } from '../../../domain/schemas/holds.ts';
import type { Subscription } from '../../../domain/schemas/subscription.ts';
import { paidWithSandboxCard } from '../../../test/fakes/payment-helpers.ts';
import { signedInAdmin } from '../../../test/crew.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { serviceSchedules, subscriptionHolds, subscriptions } from '../../db/schema.ts';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t?.close());

const today = () => serviceToday(new Date());
const inDays = (days: number) => addDays(today(), days);
const yearOf = (date: string) => Number(date.slice(0, 4));

const subscribed = () => paidWithSandboxCard(t, 'standard');

const book = (client: TestClient, id: number, dates: HoldDates) =>
  client.post(`/api/subscriptions/${id}/holds`, dates);

const current = async (client: TestClient) =>
  (await client.get('/api/subscriptions')).json<Subscription[]>()[0]!;

/** The subscription's scheduled pickups from the first day that can still be served. */
async function scheduled(id: number) {
  const rows = await t.db
    .select({ date: serviceSchedules.serviceDate })
    .from(serviceSchedules)
    .where(
      and(
        eq(serviceSchedules.subscriptionId, id),
        eq(serviceSchedules.status, 'scheduled'),
        gte(serviceSchedules.serviceDate, firstServiceDate(new Date())),
      ),
    );
  return rows.map((r) => r.date).sort();
}

/** Everything a refused booking must leave as it was. */
async function snapshot(id: number) {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  const holds = await t.db
    .select()
    .from(subscriptionHolds)
    .where(eq(subscriptionHolds.subscriptionId, id));
  return { status: row?.status, pausedAt: row?.pausedAt, holds, pickups: await scheduled(id) };
}

async function stopsOn(date: string, subscriptionId: number) {
  const sheet = (await admin.get(`/api/admin/route-sheet?date=${date}`)).json<RouteSheet>();
  return sheet.groups.flatMap((g) => g.stops).filter((s) => s.subscriptionId === subscriptionId);
}

describe('a hold booked for later dates', () => {
  test('its pickups leave the schedule and the route sheet, and come back when it is cancelled', async () => {
    const { client, id } = await subscribed();
    const all = await scheduled(id);
    const hold = { startsOn: inDays(3), returnsOn: inDays(10) };
    const skipped = skippedPickups('standard', hold, new Date());
    expect(skipped.length).toBeGreaterThanOrEqual(2);
    expect(await stopsOn(skipped[0]!, id)).toHaveLength(1);

    const booked = await book(client, id, hold);
    expect(booked.statusCode).toBe(200);
    const view = booked.json<Subscription>();
    expect(view).toMatchObject({ status: 'active', holds: [expect.objectContaining(hold)] });
    expect(view.pauseDaysLeft).toBe(yearOf(hold.startsOn) === yearOf(today()) ? 23 : 30);
    expect(await current(client)).toMatchObject({ holds: [expect.objectContaining(hold)] });
    expect(await scheduled(id)).toEqual(all.filter((d) => !skipped.includes(d)));
    expect(await stopsOn(skipped[0]!, id)).toEqual([]);

    const holdId = view.holds[0]!.id;
    const cancelled = await client.inject({
      method: 'DELETE',
      url: `/api/subscriptions/${id}/holds/${holdId}`,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Subscription>()).toMatchObject({ holds: [], pauseDaysLeft: 30 });
    expect(await scheduled(id)).toEqual(all);
    expect(await stopsOn(skipped[0]!, id)).toHaveLength(1);

    const again = await client.inject({
      method: 'DELETE',
      url: `/api/subscriptions/${id}/holds/${holdId}`,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: HOLD_MESSAGES.notFound });
  });

  test('a booked hold can be moved to other dates', async () => {
    const { client, id } = await subscribed();
    const first = (
      await book(client, id, { startsOn: inDays(2), returnsOn: inDays(4) })
    ).json<Subscription>();
    const moved = { startsOn: inDays(5), returnsOn: inDays(12) };
    const response = await client.inject({
      method: 'PUT',
      url: `/api/subscriptions/${id}/holds/${first.holds[0]!.id}`,
      payload: moved,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Subscription>().holds).toEqual([{ id: first.holds[0]!.id, ...moved }]);
    const skipped = skippedPickups('standard', moved, new Date());
    expect((await scheduled(id)).filter((d) => skipped.includes(d))).toEqual([]);
    expect(await scheduled(id)).toEqual(
      expect.arrayContaining(
        // The pickups the first booking skipped, up to where the moved one starts skipping.
        pickupDatesFrom('standard', firstServiceDate(new Date()), 5).filter(
          (d) => d >= inDays(2) && d < moved.startsOn,
        ),
      ),
    );
  });

  test('the hourly sweep starts it on its day, once however many sweeps run', async () => {
    const { client, id } = await subscribed();
    await book(client, id, { startsOn: inDays(1), returnsOn: inDays(4) });
    // The day comes: the booked dates move one day closer.
    await t.db
      .update(subscriptionHolds)
      .set({ startsOn: today(), returnsOn: inDays(3) })
      .where(eq(subscriptionHolds.subscriptionId, id));

    const runs = await Promise.all([t.app.pauseExpiry.runNow(), t.app.pauseExpiry.runNow()]);
    expect(runs[0]!.started + runs[1]!.started).toBe(1);
    const view = await current(client);
    expect(view).toMatchObject({ status: 'paused', returnsOn: inDays(3), holds: [] });
    expect(view.pauseEndsAt).toBe(serviceDayStart(inDays(3)).toISOString());
    expect(await scheduled(id)).toEqual([]);
    expect((await t.app.pauseExpiry.runNow()).started).toBe(0);
  });
});

describe('a hold that starts today', () => {
  test('pauses at once until the return day; Resume now brings the pickups back', async () => {
    const { client, id } = await subscribed();
    const all = await scheduled(id);
    const response = await book(client, id, { startsOn: today(), returnsOn: inDays(5) });
    expect(response.statusCode).toBe(200);
    expect(response.json<Subscription>()).toMatchObject({
      status: 'paused',
      returnsOn: inDays(5),
      pauseEndsAt: serviceDayStart(inDays(5)).toISOString(),
      pauseDaysLeft: 25,
      nextPickup: null,
    });
    expect(await scheduled(id)).toEqual([]);

    const resumed = await client.post(`/api/subscriptions/${id}/resume`);
    expect(resumed.json<Subscription>()).toMatchObject({
      status: 'active',
      returnsOn: null,
      pauseDaysLeft: 29,
    });
    expect(await scheduled(id)).toEqual(all);
  });

  test('ends by itself on the return day', async () => {
    const { client, id } = await subscribed();
    await book(client, id, { startsOn: today(), returnsOn: inDays(2) });
    await t.db
      .update(subscriptions)
      .set({
        pausedAt: new Date(Date.now() - 3 * 86_400_000),
        pauseEndsAt: new Date(Date.now() - 60_000),
      })
      .where(eq(subscriptions.id, id));
    expect((await t.app.pauseExpiry.runNow()).resumed).toBeGreaterThanOrEqual(1);
    expect(await current(client)).toMatchObject({ status: 'active', returnsOn: null });
    expect((await scheduled(id)).length).toBeGreaterThan(0);
  });
});

describe("a pause without dates (the API's open-ended one)", () => {
  test('ends when the first booked hold starts, so the two never overlap', async () => {
    const { client, id } = await subscribed();
    await book(client, id, { startsOn: inDays(5), returnsOn: inDays(8) });
    const paused = await client.post(`/api/subscriptions/${id}/pause`);
    expect(paused.json<Subscription>()).toMatchObject({
      status: 'paused',
      returnsOn: inDays(5),
      pauseEndsAt: serviceDayStart(inDays(5)).toISOString(),
    });
  });
});

describe('bad input: a clear 4xx and nothing written', () => {
  test.each([
    [
      'a start in the past',
      () => ({ startsOn: inDays(-1), returnsOn: inDays(3) }),
      400,
      HOLD_MESSAGES.startInPast,
    ],
    [
      'a return date before the start',
      () => ({ startsOn: inDays(6), returnsOn: inDays(4) }),
      400,
      HOLD_MESSAGES.returnBeforeStart,
    ],
    [
      'a return date on the start',
      () => ({ startsOn: inDays(6), returnsOn: inDays(6) }),
      400,
      HOLD_MESSAGES.returnBeforeStart,
    ],
    [
      'a start more than a year ahead',
      () => ({ startsOn: inDays(400), returnsOn: inDays(402) }),
      400,
      HOLD_MESSAGES.tooFarAhead,
    ],
    [
      'a date that does not exist',
      () => ({ startsOn: '2027-02-30', returnsOn: inDays(3) }),
      400,
      HOLD_MESSAGES.pickStart,
    ],
    [
      'more days than the allowance',
      () => ({ startsOn: inDays(2), returnsOn: inDays(33) }),
      409,
      HOLD_MESSAGES.tooLong(31, 30, yearOf(inDays(2))),
    ],
  ])('%s', async (_what, dates, status, message) => {
    const { client, id } = await subscribed();
    const before = await snapshot(id);
    const response = await book(client, id, dates());
    expect(response.statusCode).toBe(status);
    expect(response.json<{ message: string }>().message).toBe(message);
    expect(await snapshot(id)).toEqual(before);
  });

  test('a hold over the days left after earlier pauses this year', async () => {
    const { client, id } = await subscribed();
    const year = yearOf(today());
    await t.db
      .update(subscriptions)
      .set({ pauseYear: year, pauseDaysUsed: 26 })
      .where(eq(subscriptions.id, id));
    const before = await snapshot(id);
    const response = await book(client, id, { startsOn: today(), returnsOn: inDays(5) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: HOLD_MESSAGES.tooLong(5, 4, year) });
    expect(await snapshot(id)).toEqual(before);
  });

  test('a hold that overlaps a booked one, or the hold in progress', async () => {
    const { client, id } = await subscribed();
    const booked = { startsOn: inDays(8), returnsOn: inDays(12) };
    expect((await book(client, id, booked)).statusCode).toBe(200);
    let before = await snapshot(id);
    const overlapping = await book(client, id, { startsOn: inDays(10), returnsOn: inDays(14) });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toMatchObject({ message: HOLD_MESSAGES.overlaps(booked) });
    expect(await snapshot(id)).toEqual(before);

    expect((await book(client, id, { startsOn: today(), returnsOn: inDays(4) })).statusCode).toBe(
      200,
    );
    before = await snapshot(id);
    const duringPause = await book(client, id, { startsOn: inDays(2), returnsOn: inDays(6) });
    expect(duringPause.statusCode).toBe(409);
    expect(duringPause.json()).toMatchObject({
      message: HOLD_MESSAGES.overlaps({ startsOn: today(), returnsOn: inDays(4) }),
    });
    expect(await snapshot(id)).toEqual(before);
    // Back-to-back is fine: the next hold may start on the return day.
    expect((await book(client, id, { startsOn: inDays(4), returnsOn: inDays(6) })).statusCode).toBe(
      200,
    );
  });

  test("someone else's subscription or hold is a 404", async () => {
    const owner = await subscribed();
    const view = (
      await book(owner.client, owner.id, { startsOn: inDays(3), returnsOn: inDays(5) })
    ).json<Subscription>();
    const stranger = await subscribed();
    const before = await snapshot(owner.id);
    expect(
      (await book(stranger.client, owner.id, { startsOn: inDays(7), returnsOn: inDays(9) }))
        .statusCode,
    ).toBe(404);
    const cancel = await stranger.client.inject({
      method: 'DELETE',
      url: `/api/subscriptions/${stranger.id}/holds/${view.holds[0]!.id}`,
    });
    expect(cancel.statusCode).toBe(404);
    expect(await snapshot(owner.id)).toEqual(before);
  });
});
