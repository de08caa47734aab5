import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CREW_MESSAGES,
  MAX_ACTIONS_PER_SYNC,
  type CrewAction,
  type CrewRoute,
} from '../../domain/schemas/crew';
import { PHOTO_ALLOWANCES, PHOTO_LIMIT_MESSAGES } from '../../domain/photo-limits';
import { PHOTO_MESSAGES } from '../../domain/schemas/photos';
import { pickupActions, photos, rateLimitHits } from '../../server/db/schema';
import {
  action,
  assign,
  newCommunity,
  newResident,
  signedInAdmin,
  signedInPorter,
  today,
} from '../../test/crew';
import { testJpeg } from '../../test/jpeg';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import type { Notice, QueuedAction } from './store';
import { flushQueue, type SyncStore } from './sync';

// The phone's sender against the real API: what it sends, in what order, and what it keeps,
// drops or reports for each answer. The phone's IndexedDB is stood in for by a list.

let t: TestApp;
let admin: TestClient;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'crew-sync-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The queue as the phone keeps it, in memory. */
function memoryStore(items: QueuedAction[]) {
  const queue = [...items];
  const notices: Notice[] = [];
  const settled: string[] = [];
  const store: SyncStore = {
    queued: async () =>
      [...queue].sort((a, b) => Date.parse(a.action.occurredAt) - Date.parse(b.action.occurredAt)),
    markPhotoSent: async (id) => {
      const item = queue.find((i) => i.id === id)!;
      Object.assign(item, { photo: null, photoSent: true });
    },
    settle: async (item) => {
      queue.splice(queue.indexOf(item), 1);
      settled.push(item.id);
    },
    refuse: async (item, message) => {
      queue.splice(queue.indexOf(item), 1);
      notices.push({ id: item.id, door: item.door, message });
    },
  };
  return { store, queue, notices, settled };
}

type Sent = { method: string; url: string };

/** `fetch` as the browser would do it for this client: same origin, its session cookie. */
function browserFetch(client: TestClient, sent: Sent[] = []): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    sent.push({ method, url });
    const body = init.body instanceof Blob ? Buffer.from(await init.body.arrayBuffer()) : init.body;
    const res = await client.inject({
      method: method as 'GET',
      url,
      headers: init.headers as Record<string, string>,
      payload: body as string | Buffer | undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) headers.set(name, String(value));
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  }) as typeof fetch;
}

const queuedItem = (act: CrewAction, photo: Blob | null = null): QueuedAction => ({
  id: act.id,
  date: today(),
  door: `Unit ${act.scheduleId}`,
  action: act,
  photo,
  photoSent: false,
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const jpeg = (seed: number) =>
  new Blob([new Uint8Array(testJpeg(40, 30, seed))], { type: 'image/jpeg' });

/** A porter with a community of three doors on today's route. */
async function porterRoute() {
  const porter = await signedInPorter(t);
  const community = await newCommunity(t);
  await assign(t, admin, community.id, porter.id, [today()]);
  const doors = [];
  for (const unit of ['101', '102', '103']) {
    const resident = await newResident(t, community.id, { unit, dates: [today()] });
    doors.push(resident.pickups[today()]!);
  }
  return { porter, doors };
}

async function outcomes(client: TestClient) {
  const route = (await client.get(`/api/crew/route?date=${today()}`)).json<CrewRoute>();
  return route.groups.flatMap((g) => g.stops.map((s) => s.outcome?.outcome ?? null));
}

describe('sending the phone’s waiting actions', () => {
  test('sends the photo before the action that names it, then every action once', async () => {
    const { porter, doors } = await porterRoute();
    const problem = action(doors[0]!, {
      outcome: 'problem',
      reason: 'loose_trash',
      photoId: randomUUID(),
      occurredAt: minutesAgo(3),
    });
    const items = [
      queuedItem(problem, jpeg(1)),
      queuedItem(action(doors[1]!, { occurredAt: minutesAgo(2) })),
      queuedItem(action(doors[2]!, { outcome: 'nothing_out', occurredAt: minutesAgo(1) })),
    ];
    const { store, queue, notices, settled } = memoryStore(items);
    const sent: Sent[] = [];

    expect(await flushQueue(store, browserFetch(porter.client, sent))).toEqual({
      status: 'sent',
      sent: 3,
      refused: 0,
    });
    expect(sent).toEqual([
      { method: 'PUT', url: `/api/photos/${problem.photoId}` },
      { method: 'POST', url: '/api/crew/actions' },
    ]);
    expect(queue).toEqual([]);
    expect(notices).toEqual([]);
    expect(settled).toHaveLength(3);
    expect(await outcomes(porter.client)).toEqual(['problem', 'collected', 'nothing_out']);
    expect(await t.db.select().from(photos).where(eq(photos.id, problem.photoId!))).toHaveLength(1);
  });

  test('an action the server already has (its answer was lost) leaves the queue and is kept once', async () => {
    const { porter, doors } = await porterRoute();
    const collected = action(doors[0]!);
    await porter.client.post('/api/crew/actions', { actions: [collected] });
    const { store, queue } = memoryStore([queuedItem(collected)]);

    expect(await flushQueue(store, browserFetch(porter.client))).toMatchObject({ sent: 1 });
    expect(queue).toEqual([]);
    const kept = await t.db.select().from(pickupActions).where(eq(pickupActions.id, collected.id));
    expect(kept).toHaveLength(1);
  });

  test('a refused action is dropped with the server’s reason; the others go through', async () => {
    const { porter, doors } = await porterRoute();
    const someoneElses = await porterRoute();
    const items = [
      queuedItem(action(someoneElses.doors[0]!, { occurredAt: minutesAgo(2) })),
      queuedItem(action(doors[0]!, { occurredAt: minutesAgo(1) })),
    ];
    const { store, queue, notices } = memoryStore(items);

    expect(await flushQueue(store, browserFetch(porter.client))).toEqual({
      status: 'sent',
      sent: 1,
      refused: 1,
    });
    expect(queue).toEqual([]);
    expect(notices).toEqual([
      { id: items[0]!.id, door: items[0]!.door, message: CREW_MESSAGES.notOnRoute },
    ]);
    expect(await outcomes(porter.client)).toEqual(['collected', null, null]);
  });

  test('a photo the server will not take drops its action with the reason; nothing else is lost', async () => {
    const { porter, doors } = await porterRoute();
    const problem = action(doors[0]!, {
      outcome: 'problem',
      reason: 'other',
      photoId: randomUUID(),
      occurredAt: minutesAgo(2),
    });
    const notAPhoto = new Blob(['these bytes are not a picture'], { type: 'image/jpeg' });
    const items = [queuedItem(problem, notAPhoto), queuedItem(action(doors[1]!))];
    const { store, queue, notices } = memoryStore(items);

    expect(await flushQueue(store, browserFetch(porter.client))).toEqual({
      status: 'sent',
      sent: 1,
      refused: 1,
    });
    expect(queue).toEqual([]);
    expect(notices).toEqual([
      { id: problem.id, door: items[0]!.door, message: PHOTO_MESSAGES.notJpeg },
    ]);
  });

  test('a batch the server cannot read as a whole is sent again one by one', async () => {
    const { porter, doors } = await porterRoute();
    // Made before a change of the rules, say: the server refuses its shape, and with it the batch.
    const unreadable = {
      ...action(doors[0]!, { occurredAt: minutesAgo(2) }),
      occurredAt: 'yesterday',
    };
    const good = action(doors[1]!, { occurredAt: minutesAgo(1) });
    const { store, queue, notices } = memoryStore([queuedItem(unreadable), queuedItem(good)]);
    const sent: Sent[] = [];

    expect(await flushQueue(store, browserFetch(porter.client, sent))).toEqual({
      status: 'sent',
      sent: 1,
      refused: 1,
    });
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(3);
    expect(queue).toEqual([]);
    expect(notices.map((n) => n.id)).toEqual([unreadable.id]);
    expect(await outcomes(porter.client)).toEqual([null, 'collected', null]);
  });

  test('more actions than one request carries go in several, in the order they happened', async () => {
    const { porter, doors } = await porterRoute();
    // A porter who tapped one door over and over: the last tap is the door's outcome.
    const taps = Array.from({ length: MAX_ACTIONS_PER_SYNC + 1 }, (_, i) =>
      action(doors[0]!, {
        outcome: i % 2 === 0 ? 'collected' : 'nothing_out',
        occurredAt: new Date(Date.now() - (MAX_ACTIONS_PER_SYNC + 1 - i) * 1000).toISOString(),
      }),
    );
    const { store, queue } = memoryStore(taps.map((tap) => queuedItem(tap)));
    const sent: Sent[] = [];

    expect(await flushQueue(store, browserFetch(porter.client, sent))).toMatchObject({
      sent: MAX_ACTIONS_PER_SYNC + 1,
    });
    expect(sent).toHaveLength(2);
    expect(queue).toEqual([]);
    expect(await outcomes(porter.client)).toEqual(['collected', null, null]);
    const kept = await t.db
      .select({ id: pickupActions.id })
      .from(pickupActions)
      .where(
        inArray(
          pickupActions.id,
          taps.map((tap) => tap.id),
        ),
      );
    expect(kept).toHaveLength(taps.length);
  });

  test("a photo beyond the day's allowance drops its action with the reason, not sent again all day", async () => {
    const { porter, doors } = await porterRoute();
    await t.db.insert(photos).values(
      Array.from({ length: PHOTO_ALLOWANCES.porter.perDay }, () => ({
        id: randomUUID(),
        storageKey: `photos/${randomUUID()}.jpg`,
        contentType: 'image/jpeg' as const,
        bytes: 1000,
        width: 40,
        height: 30,
        sha256: 'earlier',
        uploadedBy: porter.id,
      })),
    );
    const problem = action(doors[0]!, {
      outcome: 'problem',
      reason: 'other',
      photoId: randomUUID(),
      occurredAt: minutesAgo(2),
    });
    const items = [queuedItem(problem, jpeg(3)), queuedItem(action(doors[1]!))];
    const { store, queue, notices } = memoryStore(items);

    expect(await flushQueue(store, browserFetch(porter.client))).toEqual({
      status: 'sent',
      sent: 1,
      refused: 1,
    });
    expect(queue).toEqual([]);
    expect(notices).toEqual([
      {
        id: problem.id,
        door: items[0]!.door,
        message: PHOTO_LIMIT_MESSAGES.perDay(PHOTO_ALLOWANCES.porter.perDay),
      },
    ]);
  });

  test('photos sent too quickly wait a minute: nothing is dropped', async () => {
    const { porter, doors } = await porterRoute();
    // This minute's photos already used up.
    await t.db.insert(rateLimitHits).values({
      key: `photo:${porter.id}`,
      count: 1_000_000,
      resetAt: new Date(Date.now() + 30_000),
    });
    const problem = action(doors[0]!, {
      outcome: 'problem',
      reason: 'other',
      photoId: randomUUID(),
    });
    const { store, queue, notices } = memoryStore([queuedItem(problem, jpeg(4))]);

    expect(await flushQueue(store, browserFetch(porter.client))).toEqual({ status: 'offline' });
    expect(queue).toHaveLength(1);
    expect(queue[0]!.photo).not.toBeNull();
    expect(notices).toEqual([]);
  });

  test('signed out: nothing is dropped, and the phone knows to ask for a sign-in', async () => {
    const { doors } = await porterRoute();
    const { store, queue, notices } = memoryStore([queuedItem(action(doors[0]!))]);

    expect(await flushQueue(store, browserFetch(t.client()))).toEqual({ status: 'signed-out' });
    expect(queue).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  test('no network: nothing is dropped, and it is tried again later', async () => {
    const { doors } = await porterRoute();
    const photo = action(doors[0]!, { outcome: 'problem', reason: 'other', photoId: randomUUID() });
    const { store, queue } = memoryStore([
      queuedItem(photo, jpeg(2)),
      queuedItem(action(doors[1]!)),
    ]);
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;

    expect(await flushQueue(store, offline)).toEqual({ status: 'offline' });
    expect(queue).toHaveLength(2);
    expect(queue[0]!.photo).not.toBeNull();
  });
});
