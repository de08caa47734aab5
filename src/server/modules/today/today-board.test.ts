import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { serviceClock } from '../../../domain/pickup-calendar.ts';
import {
  TODAY_CHANGED_EVENT,
  TODAY_MISSED_DOORS_SHOWN,
  type TodayBoard,
  type TodayCommunity,
} from '../../../domain/schemas/today.ts';
import {
  action,
  assign,
  newCommunity,
  newResident,
  putPhoto,
  signedInPorter,
  syncActions,
  today,
  openCrewTestApp,
  type CrewTestApp,
} from '../../../test/crew.ts';
import { testJpeg } from '../../../test/jpeg.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { serviceSchedules, sessions, subscriptions, users } from '../../db/schema.ts';
import { TODAY_STREAMS_PER_USER } from './today-events.ts';

// The office's Today board (docs/product.md#today-board) on a real database: who may read it,
// what it counts, what it lists, and that an open board hears a porter's action.

let world: CrewTestApp;
let t: TestApp;
let admin: TestClient;
let dataDir: string;

beforeAll(async () => {
  world = await openCrewTestApp('today-board');
  ({ t, admin, dataDir } = world);
});
afterAll(() => world?.close());
afterEach(() => {
  vi.useRealTimers();
});

/** The instant of `hour` o'clock today in America/Chicago. */
function todayAt(hour: number): Date {
  const date = today();
  const noonUtc = new Date(`${date}T12:00:00Z`);
  const offset = serviceClock(noonUtc).hour - 12;
  return new Date(Date.parse(`${date}T00:00:00Z`) + (hour - offset) * 60 * 60_000);
}

/** Runs the app's clock (and only its clock) at `hour` o'clock today. */
function clockAt(hour: number) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(todayAt(hour));
}

async function boardOf(client: TestClient = admin): Promise<TodayBoard> {
  const response = await client.get('/api/admin/today');
  expect(response.statusCode).toBe(200);
  return response.json<TodayBoard>();
}

const row = (board: TodayBoard, name: string | null): TodayCommunity | undefined =>
  board.communities.find((c) => c.name === name);

async function uploadPhoto(client: TestClient) {
  const id = randomUUID();
  expect((await putPhoto(client, id, testJpeg(32, 24, 3))).statusCode).toBe(201);
  return id;
}

/** A community walked today by a porter of its own, with three doors. */
async function communityWithDoors() {
  const porter = await signedInPorter(t, 'Dana');
  const community = await newCommunity(t, 'Cinco Ranch Lofts');
  await assign(t, admin, community.id, porter.id);
  const doors = await Promise.all([
    newResident(t, community.id, { firstName: 'Maria', building: '3', unit: '1204' }),
    newResident(t, community.id, { firstName: 'Jon', building: '3', unit: '202' }),
    newResident(t, community.id, { firstName: 'Ada', building: '10', unit: '1' }),
  ]);
  return { porter, community, doors };
}

/** `count` doors in the community with a pickup today, units 1 to `count`, written directly. */
async function doorsWithoutAccounts(communityId: number, count: number) {
  const tag = randomUUID().slice(0, 8);
  const people = await t.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `door-${tag}-${i}`,
        email: `door-${tag}-${i}@example.com`,
        passwordHash: 'none',
        firstName: 'Resident',
        lastName: String(i + 1),
        address: '2300 Katy Mills Blvd',
        building: '1',
        unit: String(i + 1),
        communityId,
      })),
    )
    .returning({ id: users.id });
  const plans = await t.db
    .insert(subscriptions)
    .values(people.map((p) => ({ userId: p.id, plan: 'basic' as const, priceCents: 2500 })))
    .returning({ id: subscriptions.id });
  await t.db
    .insert(serviceSchedules)
    .values(plans.map((p) => ({ subscriptionId: p.id, serviceDate: today() })));
  return people;
}

describe('who may read the Today board', () => {
  test('signed out: 401; a customer or a porter: 403; an admin: 200', async () => {
    const anonymous = t.client();
    const { client: customer } = await t.signUp();
    const porter = await signedInPorter(t);
    for (const url of ['/api/admin/today', '/api/admin/today/events']) {
      const out = await anonymous.get(url);
      expect(out.statusCode).toBe(401);
      expect(out.json()).toMatchObject({ message: MESSAGES.notAuthenticated });
      for (const client of [customer, porter.client]) {
        const refused = await client.get(url);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ message: MESSAGES.adminOnly });
      }
    }
    expect((await admin.get('/api/admin/today')).statusCode).toBe(200);
  });
});

describe('GET /api/admin/today', () => {
  test("counts each community's doors, its porter, and changes after a porter's actions", async () => {
    clockAt(9);
    const { porter, community, doors } = await communityWithDoors();
    const [maria, jon, ada] = doors;
    // A cancelled pickup is no stop.
    const cancelled = await newResident(t, community.id, { building: '1', unit: '1' });
    await t.db
      .update(serviceSchedules)
      .set({ status: 'cancelled' })
      .where(eq(serviceSchedules.id, cancelled.pickups[today()]!));

    const before = await boardOf();
    expect(before).toMatchObject({ date: today(), windowEnded: false });
    expect(row(before, community.name)).toMatchObject({
      porters: [expect.stringMatching(/^Dana Porter/)],
      stops: 3,
      done: 0,
      problems: 0,
      open: 3,
      problemDoors: [],
      missedDoors: [],
    });

    const photoId = await uploadPhoto(porter.client);
    const sync = await syncActions(porter.client, [
      action(maria!.pickups[today()]!),
      action(jon!.pickups[today()]!, {
        outcome: 'problem',
        reason: 'too_many_bags',
        bagCount: 6,
        note: 'Six bags by the stairs',
        photoId,
      }),
    ]);
    expect(sync.statusCode).toBe(200);

    const after = await boardOf();
    const lofts = row(after, community.name)!;
    expect(lofts).toMatchObject({ stops: 3, done: 2, problems: 1, open: 1, missedDoors: [] });
    expect(lofts.problemDoors).toEqual([
      {
        scheduleId: jon!.pickups[today()],
        building: '3',
        unit: '202',
        address: '2300 Katy Mills Blvd',
        resident: `Jon ${jon!.user.lastName}`,
        outcome: 'problem',
        reason: 'too_many_bags',
        bagCount: 6,
        note: 'Six bags by the stairs',
        photoId,
        porter: expect.stringMatching(/^Dana /),
        occurredAt: expect.any(String),
      },
    ]);
    expect(after.total.done - before.total.done).toBe(2);
    expect(after.total.problems - before.total.problems).toBe(1);
    // The photo the board links to opens for the office.
    const photo = await admin.get(`/api/photos/${photoId}`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(ada).toBeDefined();
  });

  test('a correction that is no longer a problem leaves the problem list', async () => {
    clockAt(9);
    const { porter, community, doors } = await communityWithDoors();
    const pickup = doors[0]!.pickups[today()]!;
    const photoId = await uploadPhoto(porter.client);
    const first = new Date(Date.now() - 60_000).toISOString();
    await syncActions(porter.client, [
      action(pickup, { outcome: 'problem', reason: 'not_sealed', photoId, occurredAt: first }),
    ]);
    expect(row(await boardOf(), community.name)!.problemDoors).toHaveLength(1);
    await syncActions(porter.client, [action(pickup)]);
    expect(row(await boardOf(), community.name)).toMatchObject({
      done: 1,
      problems: 0,
      problemDoors: [],
    });
  });

  test('after the window, the doors nobody recorded are listed as missed, in route order', async () => {
    clockAt(13);
    const { porter, community, doors } = await communityWithDoors();
    await syncActions(porter.client, [action(doors[0]!.pickups[today()]!)]);
    const board = await boardOf();
    expect(board.windowEnded).toBe(true);
    const lofts = row(board, community.name)!;
    expect(lofts).toMatchObject({ stops: 3, done: 1, open: 2 });
    // Building 3 before building 10, as people number them.
    expect(lofts.missedDoors.map((d) => [d.building, d.unit, d.resident.split(' ')[0]])).toEqual([
      ['3', '202', 'Jon'],
      ['10', '1', 'Ada'],
    ]);
  });

  test('an office mark counts as done; a community with no porter today says so', async () => {
    clockAt(13);
    const community = await newCommunity(t, 'Unwalked Commons');
    const resident = await newResident(t, community.id);
    const other = await newResident(t, community.id, { unit: '102' });
    const marked = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/service-schedules/${resident.pickups[today()]}`,
      payload: { status: 'completed' },
    });
    expect(marked.statusCode).toBe(200);
    const unwalked = row(await boardOf(), community.name)!;
    expect(unwalked).toMatchObject({ porters: [], stops: 2, done: 1, open: 1 });
    expect(unwalked.missedDoors.map((d) => d.scheduleId)).toEqual([other.pickups[today()]]);
  });

  test('doors outside a listed community are counted together, after the communities', async () => {
    clockAt(9);
    const customer = await t.customerWith('active');
    await t.db
      .insert(serviceSchedules)
      .values({ subscriptionId: customer.id, serviceDate: today() });
    const board = await boardOf();
    const other = board.communities.at(-1)!;
    expect(other).toMatchObject({ key: 'other', name: null, porters: [] });
    expect(other.stops).toBeGreaterThanOrEqual(1);
  });

  test(`lists at most ${TODAY_MISSED_DOORS_SHOWN} missed doors of a community, and counts them all`, async () => {
    clockAt(13);
    const community = await newCommunity(t, 'Big Commons');
    const residents = await doorsWithoutAccounts(community.id, TODAY_MISSED_DOORS_SHOWN + 3);
    const big = row(await boardOf(), community.name)!;
    expect(big.open).toBe(residents.length);
    expect(big.missedDoors).toHaveLength(TODAY_MISSED_DOORS_SHOWN);
    expect(big.missedDoors[0]!.unit).toBe('1');
    expect(big.missedDoors.at(-1)!.unit).toBe(String(TODAY_MISSED_DOORS_SHOWN));
    expect(residents).toHaveLength(TODAY_MISSED_DOORS_SHOWN + 3);
  });
});

const addresses = new Map<TestApp, string>();
async function listenOn(app: TestApp) {
  const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
  addresses.set(app, address);
  return address;
}

/**
 * How long a stream is given to hear an event or to end: generous, since four streams and a
 * busy machine may each wait for the event loop; a stream that works hears it in milliseconds.
 */
const STREAM_WAIT_MS = 20_000;

/** An office browser's event stream on a listening server: what it has heard so far. */
async function openStream(app: TestApp, client: TestClient) {
  const address = (await addresses.get(app)) ?? (await listenOn(app));
  const controller = new AbortController();
  const response = await fetch(`${address}/api/admin/today/events`, {
    headers: { cookie: `sid=${client.sid}` },
    signal: controller.signal,
  });
  let heard = '';
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
      if (done) return;
      heard += value;
    }
  })();
  const events = () => heard.split(`event: ${TODAY_CHANGED_EVENT}\n`).length - 1;
  return {
    response,
    heard: () => heard,
    /** How many board-changed events the stream has carried so far. */
    events,
    /** Resolves once the server has ended the stream. */
    ended: () =>
      Promise.race([
        reading.then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), STREAM_WAIT_MS)),
      ]),
    /** Resolves once the stream has carried `count` board-changed events. */
    async changes(count: number) {
      await vi.waitFor(
        () => {
          if (events() < count) throw new Error(`heard ${events()} of ${count}: ${heard}`);
        },
        { timeout: STREAM_WAIT_MS, interval: 50 },
      );
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

describe('GET /api/admin/today/events', () => {
  test("an open board hears a porter's action and reads the change", async () => {
    const { porter, community, doors } = await communityWithDoors();
    const stream = await openStream(t, admin);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.response.headers.get('cache-control')).toBe('no-store');
      // Listening begins with a read, for anything said before the stream opened.
      await stream.changes(1);
      const before = row(await boardOf(), community.name)!.done;
      await syncActions(porter.client, [action(doors[1]!.pickups[today()]!)]);
      await stream.changes(2);
      expect(row(await boardOf(), community.name)!.done).toBe(before + 1);
    } finally {
      await stream.close();
    }
  });

  test('a change to another day says nothing', async () => {
    const stream = await openStream(t, admin);
    try {
      await stream.changes(1);
      const community = await newCommunity(t);
      const resident = await newResident(t, community.id, { dates: ['2031-01-06'] });
      await t.db
        .update(serviceSchedules)
        .set({ status: 'completed' })
        .where(eq(serviceSchedules.id, resident.pickups['2031-01-06']!));
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(stream.heard().split(`event: ${TODAY_CHANGED_EVENT}\n`)).toHaveLength(2);
    } finally {
      await stream.close();
    }
  });
});

/** A new admin account, and a way to sign it in again (each sign-in a session of its own). */
async function newAdmin(app: TestApp = t) {
  const { input, user } = await app.signUp({ firstName: 'Robin', lastName: 'Office' });
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  const signIn = async () => {
    const client = app.client();
    const res = await client.post('/api/login', {
      username: input.email,
      password: input.password,
    });
    expect(res.statusCode).toBe(200);
    return client;
  };
  return { input, user, signIn };
}

describe('a stream lasts as long as its session', () => {
  test('signing out ends the stream', async () => {
    const office = await (await newAdmin()).signIn();
    const stream = await openStream(t, office);
    try {
      await stream.changes(1);
      expect((await office.post('/api/logout')).statusCode).toBe(200);
      expect(await stream.ended()).toBe(true);
      // The browser's reopened stream is refused.
      const again = await office.get('/api/admin/today/events');
      expect(again.statusCode).toBe(401);
    } finally {
      await stream.close();
    }
  });

  test("a password change elsewhere ends the other sessions' streams, not its own", async () => {
    const account = await newAdmin();
    const elsewhere = await account.signIn();
    const here = await account.signIn();
    const other = await openStream(t, elsewhere);
    const own = await openStream(t, here);
    try {
      await other.changes(1);
      const changed = await here.post('/api/change-password', {
        currentPassword: account.input.password,
        newPassword: 'a-new-office-password',
      });
      expect(changed.statusCode).toBe(200);
      expect(await other.ended()).toBe(true);
      expect((await here.get('/api/admin/today')).statusCode).toBe(200);
      expect(own.response.status).toBe(200);
      await own.changes(1);
    } finally {
      await other.close();
      await own.close();
    }
  });

  test('an expired session, one ended on another server and a user no longer an admin lose their streams', async () => {
    const expiring = await newAdmin();
    const ending = await newAdmin();
    const demoted = await newAdmin();
    const staying = await newAdmin();
    const streams = await Promise.all(
      [expiring, ending, demoted, staying].map(async (a) => openStream(t, await a.signIn())),
    );
    const { porter, doors } = await communityWithDoors();
    try {
      // Streams opened while the server already listens hear nothing until the board changes.
      await syncActions(porter.client, [action(doors[0]!.pickups[today()]!)]);
      await Promise.all(streams.map((stream) => stream.changes(1)));
      await t.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, expiring.user.id));
      await t.db.delete(sessions).where(eq(sessions.userId, ending.user.id));
      await t.db.update(users).set({ role: 'customer' }).where(eq(users.id, demoted.user.id));
      await t.app.todayStreams.checkSessions();
      const [a, b, c, d] = streams;
      expect([await a!.ended(), await b!.ended(), await c!.ended()]).toEqual([true, true, true]);
      expect(d!.heard()).toContain('retry:');
      const before = d!.events();
      await syncActions(porter.client, [action(doors[1]!.pickups[today()]!)]);
      await d!.changes(before + 1);
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  }, 60_000);
});

describe('how many streams one server keeps', () => {
  test(`one person has at most ${TODAY_STREAMS_PER_USER} live boards; others still get theirs`, async () => {
    const office = await (await newAdmin()).signIn();
    const open = [];
    try {
      for (let i = 0; i < TODAY_STREAMS_PER_USER; i += 1) open.push(await openStream(t, office));
      expect(open.map((stream) => stream.response.status)).toEqual(open.map(() => 200));
      const refused = await office.get('/api/admin/today/events');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: MESSAGES.todayOpenTooOften(TODAY_STREAMS_PER_USER),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const colleague = await openStream(t, await (await newAdmin()).signIn());
      open.push(colleague);
      expect(colleague.response.status).toBe(200);
      // A closed window frees its place.
      await open.shift()!.close();
      await vi.waitFor(async () => {
        const reopened = await openStream(t, office);
        open.push(reopened);
        expect(reopened.response.status).toBe(200);
      });
    } finally {
      await Promise.all(open.map((stream) => stream.close()));
    }
  });

  test('beyond TODAY_STREAMS_MAX a server answers 503 and asks to try later', async () => {
    const small = await createTestApp({ env: { DATA_DIR: dataDir, TODAY_STREAMS_MAX: '2' } });
    const open = [];
    try {
      for (let i = 0; i < 2; i += 1) {
        open.push(await openStream(small, await (await newAdmin(small)).signIn()));
      }
      expect(open.map((stream) => stream.response.status)).toEqual([200, 200]);
      const refused = await (await (await newAdmin(small)).signIn()).get('/api/admin/today/events');
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: MESSAGES.todayStreamsFull });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await Promise.all(open.map((stream) => stream.close()));
      await small.close();
    }
  });
});

// App servers sit behind a load balancer: a porter's sync on one must reach the boards open on
// another. Two instances can only share a real PostgreSQL server.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two app servers on one database', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({ env: { DATA_DIR: dataDir }, sameDatabaseAs: t });
  });
  afterAll(() => other?.close());

  test("a board open on one server hears a porter's action sent to the other", async () => {
    const { porter, doors } = await communityWithDoors();
    const officeOnOther = other.client({ sid: admin.sid });
    const stream = await openStream(other, officeOnOther);
    try {
      await stream.changes(1);
      await syncActions(porter.client, [action(doors[2]!.pickups[today()]!)]);
      await stream.changes(2);
    } finally {
      await stream.close();
    }
  });
});
