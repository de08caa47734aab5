import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { addDays, weekdayOf } from '../../../domain/pickup-calendar.ts';
import {
  CREW_MESSAGES,
  MAX_ACTIONS_PER_SYNC,
  type CrewRoute,
  type CrewSyncResult,
} from '../../../domain/schemas/crew.ts';
import {
  action,
  assign,
  newCommunity,
  newResident,
  putPhoto,
  signedInPorter,
  syncActions,
  today,
  tomorrow,
  yesterday,
  openCrewTestApp,
  type CrewTestApp,
} from '../../../test/crew.ts';
import { testJpeg } from '../../../test/jpeg.ts';
import { type TestApp, type TestClient } from '../../../test/test-app.ts';
import { pickupActions, serviceSchedules } from '../../db/schema.ts';

let world: CrewTestApp;
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  world = await openCrewTestApp('crew-actions');
  ({ t, admin } = world);
});
afterAll(() => world?.close());

const HOUR = 60 * 60_000;
const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();

/** A porter with one community of their own, on yesterday's, today's and tomorrow's weekdays. */
async function porterWithCommunity(firstName = 'Pat') {
  const porter = await signedInPorter(t, firstName);
  const community = await newCommunity(t);
  await assign(t, admin, community.id, porter.id);
  return { porter, community };
}

const results = (response: { json<T>(): T }) => response.json<CrewSyncResult>().results;

const actionsOf = (scheduleId: number) =>
  t.db
    .select({ id: pickupActions.id, outcome: pickupActions.outcome })
    .from(pickupActions)
    .where(eq(pickupActions.scheduleId, scheduleId));

const pickup = async (id: number) => {
  const [row] = await t.db.select().from(serviceSchedules).where(eq(serviceSchedules.id, id));
  return row!;
};

async function uploadPhoto(client: TestClient, seed = 1) {
  const id = randomUUID();
  const response = await putPhoto(client, id, testJpeg(32, 24, seed));
  expect(response.statusCode).toBe(201);
  return id;
}

describe('GET /api/crew/route', () => {
  test("today's doors of the porter's communities, in route order, with what the crew needs", async () => {
    const { porter, community } = await porterWithCommunity();
    const other = await porterWithCommunity('Sky');
    const b2u10 = await newResident(t, community.id, {
      firstName: 'Jordan',
      building: '2',
      unit: '10',
      plan: 'premium',
      gateCode: '#4821',
    });
    const b2u2 = await newResident(t, community.id, { building: '2', unit: '2', plan: 'basic' });
    const b10 = await newResident(t, community.id, { building: '10', unit: '1' });
    const cancelled = await newResident(t, community.id, { building: '1', unit: '1' });
    await t.db
      .update(serviceSchedules)
      .set({ status: 'cancelled' })
      .where(eq(serviceSchedules.id, cancelled.pickups[today()]!));
    await newResident(t, other.community.id);

    const response = await porter.client.get(`/api/crew/route?date=${today()}`);
    expect(response.statusCode).toBe(200);
    const route = response.json<CrewRoute>();
    expect(route).toMatchObject({ date: today(), total: 3, done: 0 });
    expect(route.groups).toHaveLength(1);
    const [group] = route.groups;
    expect(group!.heading).toBe(community.name);
    expect(group!.community).toEqual({
      name: community.name,
      street: community.street,
      zip: community.zip,
      accessNotes: 'Call box 12',
    });
    expect(group!.stops.map((s) => s.scheduleId)).toEqual([
      b2u2.pickups[today()],
      b2u10.pickups[today()],
      b10.pickups[today()],
    ]);
    expect(group!.stops[1]).toEqual({
      scheduleId: b2u10.pickups[today()],
      firstName: 'Jordan',
      address: '2300 Katy Mills Blvd',
      building: '2',
      unit: '10',
      plan: 'premium',
      bagsAllowed: 4,
      gateCode: '#4821',
      specialInstructions: 'Bags by the mat',
      visitNote: null,
      outcome: null,
      noticeHistory: null,
    });
    expect(group!.stops[0]!.bagsAllowed).toBe(2);
    // Only the first name: the crew needs no more.
    expect(JSON.stringify(route)).not.toContain(b2u10.user.lastName);
    expect(JSON.stringify(route)).not.toContain(b2u10.user.email);

    const tomorrowsRoute = (
      await porter.client.get(`/api/crew/route?date=${tomorrow()}`)
    ).json<CrewRoute>();
    expect(tomorrowsRoute.total).toBe(4);
  });

  test('a weekday without the community assigned has no stops there', async () => {
    const porter = await signedInPorter(t);
    const community = await newCommunity(t);
    await assign(t, admin, community.id, porter.id, [tomorrow()]);
    await newResident(t, community.id);
    const todays = (await porter.client.get(`/api/crew/route?date=${today()}`)).json<CrewRoute>();
    // Today's weekday is another porter's or nobody's for this community.
    if (weekdayOf(today()) !== weekdayOf(tomorrow())) expect(todays.total).toBe(0);
    expect(
      (await porter.client.get(`/api/crew/route?date=${tomorrow()}`)).json<CrewRoute>().total,
    ).toBe(1);
  });

  test('only today and tomorrow can be opened', async () => {
    const { porter } = await porterWithCommunity();
    for (const date of [yesterday(), addDays(today(), 2), '2020-01-06']) {
      const response = await porter.client.get(`/api/crew/route?date=${date}`);
      expect(response.statusCode, date).toBe(400);
      expect(response.json()).toEqual({
        message: CREW_MESSAGES.routeDayClosed,
        errors: { date: [CREW_MESSAGES.routeDayClosed] },
      });
    }
    expect((await porter.client.get('/api/crew/route?date=tomorrow')).statusCode).toBe(400);
  });

  test('customers and admins are refused; without a session it is a 401', async () => {
    const { client: customer } = await t.signUp();
    for (const client of [customer, admin]) {
      const route = await client.get(`/api/crew/route?date=${today()}`);
      expect(route.statusCode).toBe(403);
      expect(route.json()).toEqual({ message: MESSAGES.crewOnly });
      const sync = await syncActions(client, [action(1)]);
      expect(sync.statusCode).toBe(403);
      expect(sync.json()).toEqual({ message: MESSAGES.crewOnly });
    }
    expect((await t.client().get(`/api/crew/route?date=${today()}`)).statusCode).toBe(401);
    expect((await syncActions(t.client(), [action(1)])).statusCode).toBe(401);
  });
});

describe('POST /api/crew/actions', () => {
  test('each action is applied once; a replay answers with the first result', async () => {
    const { porter, community } = await porterWithCommunity();
    const door = await newResident(t, community.id);
    const scheduleId = door.pickups[today()]!;
    const collected = action(scheduleId, { bagCount: 2, note: 'All sealed' });

    const first = await syncActions(porter.client, [collected]);
    expect(first.statusCode).toBe(200);
    expect(results(first)).toEqual([{ id: collected.id, result: 'applied', scheduleId }]);
    const again = await syncActions(porter.client, [collected]);
    expect(results(again)).toEqual([{ id: collected.id, result: 'replayed', scheduleId }]);
    expect(await actionsOf(scheduleId)).toHaveLength(1);

    const row = await pickup(scheduleId);
    expect(row).toMatchObject({ status: 'completed', outcome: 'collected' });
    expect(row.completedAt?.toISOString()).toBe(collected.occurredAt);

    const route = (await porter.client.get(`/api/crew/route?date=${today()}`)).json<CrewRoute>();
    expect(route).toMatchObject({ total: 1, done: 1 });
    expect(route.groups[0]!.stops[0]!.outcome).toEqual({
      outcome: 'collected',
      reason: null,
      bagCount: 2,
      note: 'All sealed',
      photoId: null,
      occurredAt: collected.occurredAt,
      thanks: false,
    });
  });

  test('every action stays as history, and the latest by the time it happened wins', async () => {
    const { porter, community } = await porterWithCommunity();
    const door = await newResident(t, community.id);
    const scheduleId = door.pickups[today()]!;
    const photoId = await uploadPhoto(porter.client);
    const nothing = action(scheduleId, { outcome: 'nothing_out', occurredAt: at(2 * HOUR) });
    const problem = action(scheduleId, {
      outcome: 'problem',
      reason: 'too_many_bags',
      bagCount: 6,
      photoId,
      occurredAt: at(HOUR),
    });
    // Sent late from another phone's queue: it happened before the correction, so it loses.
    const stale = action(scheduleId, { outcome: 'collected', occurredAt: at(3 * HOUR) });

    expect(results(await syncActions(porter.client, [nothing, problem]))).toMatchObject([
      { result: 'applied' },
      { result: 'applied' },
    ]);
    expect(results(await syncActions(porter.client, [stale]))).toMatchObject([
      { result: 'applied' },
    ]);

    expect(await actionsOf(scheduleId)).toHaveLength(3);
    const row = await pickup(scheduleId);
    expect(row).toMatchObject({
      outcome: 'problem',
      outcomeActionId: problem.id,
      status: 'completed',
    });
    expect(row.completedAt?.toISOString()).toBe(problem.occurredAt);
    const stop = (await porter.client.get(`/api/crew/route?date=${today()}`)).json<CrewRoute>()
      .groups[0]!.stops[0]!;
    expect(stop.outcome).toMatchObject({ outcome: 'problem', reason: 'too_many_bags', photoId });

    // A later correction by the same porter that day wins.
    const fixed = action(scheduleId, { outcome: 'collected', occurredAt: at(0) });
    await syncActions(porter.client, [fixed]);
    expect(await pickup(scheduleId)).toMatchObject({
      outcome: 'collected',
      outcomeActionId: fixed.id,
    });
  });

  test("a stop outside the porter's route is refused with 403 and nothing is written", async () => {
    const { porter, community } = await porterWithCommunity();
    const other = await porterWithCommunity('Sky');
    const mine = await newResident(t, community.id, {
      dates: [yesterday(), today(), addDays(today(), 2)],
    });
    const theirs = await newResident(t, other.community.id);
    const unassigned = await newResident(t, (await newCommunity(t)).id);
    const cancelled = await newResident(t, community.id, { dates: [today()] });
    await t.db
      .update(serviceSchedules)
      .set({ status: 'cancelled' })
      .where(eq(serviceSchedules.id, cancelled.pickups[today()]!));

    const outside = [
      action(theirs.pickups[today()]!),
      action(unassigned.pickups[today()]!),
      action(mine.pickups[yesterday()]!),
      action(mine.pickups[addDays(today(), 2)]!),
      action(cancelled.pickups[today()]!),
      action(2_000_000_000),
    ];
    const response = await syncActions(porter.client, outside);
    expect(response.statusCode).toBe(200);
    expect(results(response)).toEqual(
      outside.map((a) => ({
        id: a.id,
        result: 'refused',
        status: 403,
        message: CREW_MESSAGES.notOnRoute,
      })),
    );
    const written = await t.db
      .select()
      .from(pickupActions)
      .where(
        inArray(
          pickupActions.id,
          outside.map((a) => a.id),
        ),
      );
    expect(written).toEqual([]);
    expect(await pickup(theirs.pickups[today()]!)).toMatchObject({
      status: 'scheduled',
      outcome: null,
    });
  });

  test('a time the phone could not have recorded today is refused', async () => {
    const { porter, community } = await porterWithCommunity();
    const door = await newResident(t, community.id);
    const future = action(door.pickups[today()]!, { occurredAt: at(-HOUR) });
    const ancient = action(door.pickups[today()]!, { occurredAt: at(8 * 24 * HOUR) });
    expect(results(await syncActions(porter.client, [future, ancient]))).toEqual([
      { id: future.id, result: 'refused', status: 403, message: CREW_MESSAGES.dayClosed },
      { id: ancient.id, result: 'refused', status: 403, message: CREW_MESSAGES.dayClosed },
    ]);
    expect(await actionsOf(door.pickups[today()]!)).toEqual([]);
  });

  test("yesterday's doors recorded offline yesterday still arrive today", async () => {
    const { porter, community } = await porterWithCommunity();
    const door = await newResident(t, community.id);
    const late = action(door.pickups[yesterday()]!, { occurredAt: at(24 * HOUR) });
    expect(results(await syncActions(porter.client, [late]))).toEqual([
      { id: late.id, result: 'applied', scheduleId: door.pickups[yesterday()] },
    ]);
  });

  test("a photo that is not the porter's own is refused with 422", async () => {
    const { porter, community } = await porterWithCommunity();
    const other = await porterWithCommunity('Sky');
    const door = await newResident(t, community.id);
    const theirPhoto = await uploadPhoto(other.porter.client);
    const problem = (photoId: string) =>
      action(door.pickups[today()]!, { outcome: 'problem', reason: 'loose_trash', photoId });
    const borrowed = problem(theirPhoto);
    const missing = problem(randomUUID());
    expect(results(await syncActions(porter.client, [borrowed, missing]))).toEqual([
      { id: borrowed.id, result: 'refused', status: 422, message: CREW_MESSAGES.photoUnknown },
      { id: missing.id, result: 'refused', status: 422, message: CREW_MESSAGES.photoUnknown },
    ]);
    expect(await actionsOf(door.pickups[today()]!)).toEqual([]);
  });

  test("another porter's action id is not theirs to replay", async () => {
    const { porter, community } = await porterWithCommunity();
    const other = await porterWithCommunity('Sky');
    const door = await newResident(t, community.id);
    const mine = action(door.pickups[today()]!);
    await syncActions(porter.client, [mine]);
    expect(results(await syncActions(other.porter.client, [mine]))).toEqual([
      { id: mine.id, result: 'refused', status: 409, message: CREW_MESSAGES.invalidAction },
    ]);
  });

  test('one batch mixes results, in the order sent; a repeated id is a replay', async () => {
    const { porter, community } = await porterWithCommunity();
    const door = await newResident(t, community.id);
    const good = action(door.pickups[today()]!);
    const early = action(door.pickups[tomorrow()]!);
    const outside = action(door.pickups[yesterday()]!);
    const response = await syncActions(porter.client, [good, outside, good, early]);
    expect(results(response)).toEqual([
      { id: good.id, result: 'applied', scheduleId: door.pickups[today()] },
      { id: outside.id, result: 'refused', status: 403, message: CREW_MESSAGES.notOnRoute },
      { id: good.id, result: 'replayed', scheduleId: door.pickups[today()] },
      { id: early.id, result: 'applied', scheduleId: door.pickups[tomorrow()] },
    ]);
    expect(await actionsOf(door.pickups[today()]!)).toHaveLength(1);
  });

  test('an action that cannot be read is a 400 for the batch, and nothing is written', async () => {
    const { porter, community } = await porterWithCommunity();
    const door = await newResident(t, community.id);
    const good = action(door.pickups[today()]!);
    const noPhoto = action(door.pickups[today()]!, { outcome: 'problem', reason: 'other' });
    const response = await syncActions(porter.client, [good, noPhoto]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CREW_MESSAGES.photoRequired);
    expect(await actionsOf(door.pickups[today()]!)).toEqual([]);
    expect((await syncActions(porter.client, [])).statusCode).toBe(400);
  });

  test('the same batch sent twice at once is applied once', async () => {
    const { porter, community } = await porterWithCommunity();
    const doors = await Promise.all(
      [1, 2, 3].map((unit) => newResident(t, community.id, { unit: `${unit}` })),
    );
    const batch = doors.map((d) => action(d.pickups[today()]!));
    const [a, b] = await Promise.all([
      syncActions(porter.client, batch),
      syncActions(porter.client, batch),
    ]);
    const both = [...results(a), ...results(b)];
    for (const sent of batch) {
      const answers = both
        .filter((r) => r.id === sent.id)
        .map((r) => r.result)
        .sort();
      expect(answers).toEqual(['applied', 'replayed']);
    }
    for (const d of doors) expect(await actionsOf(d.pickups[today()]!)).toHaveLength(1);
  });

  test(`a full queue of ${MAX_ACTIONS_PER_SYNC} actions is applied in one request`, async () => {
    const { porter, community } = await porterWithCommunity();
    const doors = await Promise.all(
      Array.from({ length: 5 }, (_, i) => newResident(t, community.id, { unit: `${i + 1}` })),
    );
    // Many corrections per door, as a porter tapping through the day would leave.
    const batch = Array.from({ length: MAX_ACTIONS_PER_SYNC }, (_, i) =>
      action(doors[i % 5]!.pickups[today()]!, {
        outcome: i % 2 ? 'collected' : 'nothing_out',
        occurredAt: at((MAX_ACTIONS_PER_SYNC - i) * 1_000),
      }),
    );
    const response = await syncActions(porter.client, batch);
    expect(response.statusCode).toBe(200);
    expect(results(response).every((r) => r.result === 'applied')).toBe(true);
    // The last action of each door is its outcome.
    for (const [i, door] of doors.entries()) {
      const last = batch.filter((_, j) => j % 5 === i).at(-1)!;
      expect((await pickup(door.pickups[today()]!)).outcomeActionId).toBe(last.id);
    }
  });
});
