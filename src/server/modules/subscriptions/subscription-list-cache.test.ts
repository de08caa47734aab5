import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { addDays, firstServiceDate } from '../../../domain/pickup-calendar.ts';
import type { Subscription } from '../../../domain/schemas/subscription.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { serviceSchedules, subscriptions, users } from '../../db/schema.ts';
import {
  createListCache,
  CUSTOMER_CHANGES_CHANNEL,
  CUSTOMER_CACHE_TTL_MS,
} from '../../lib/customer-cache.ts';

// docs/decisions/021-subscription-list-cache.md
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
// Another writer on the same database: a connection pool of its own on PostgreSQL; on PGlite the
// one connection an embedded database has, used directly as the webhooks and jobs use it.
let writer: Database;
let closeWriter: () => Promise<void>;

beforeAll(async () => {
  t = await createTestApp();
  if (t.databaseUrl) {
    const other = openDatabase({ url: t.databaseUrl, poolSize: 1 });
    writer = other.db;
    closeWriter = other.close;
  } else {
    writer = t.db;
    closeWriter = async () => {};
  }
});
afterAll(async () => {
  await closeWriter?.();
  await t?.close();
});

const customerWithSubscription = () => t.customerWith('active');

const listed = async (client: TestClient) => {
  const response = await client.get('/api/subscriptions');
  expect(response.statusCode).toBe(200);
  return response.json<Subscription[]>();
};

describe('GET /api/subscriptions after a change by another writer', () => {
  test('shows a status change committed on another connection', async () => {
    const { client, id } = await customerWithSubscription();
    expect((await listed(client))[0]).toMatchObject({ status: 'active' });
    expect((await listed(client))[0]).toMatchObject({ status: 'active' });

    const now = new Date();
    await writer
      .update(subscriptions)
      .set({ status: 'paused', pausedAt: now, pauseEndsAt: new Date(now.getTime() + 86_400_000) })
      .where(eq(subscriptions.id, id));

    // The notice travels to this instance's listening connection after the commit.
    await vi.waitFor(async () => {
      expect((await listed(client))[0]).toMatchObject({ status: 'paused', nextPickup: null });
    });
  });

  test('follows the pickups that another writer adds and an admin cancels', async () => {
    const { client, id } = await customerWithSubscription();
    const from = firstServiceDate(new Date());
    const [later] = await t.db
      .insert(serviceSchedules)
      .values([
        { subscriptionId: id, serviceDate: addDays(from, 3) },
        { subscriptionId: id, serviceDate: addDays(from, 6) },
      ])
      .returning();
    expect((await listed(client))[0]!.nextPickup).toBe(addDays(from, 3));

    const [earlier] = await writer
      .insert(serviceSchedules)
      .values({ subscriptionId: id, serviceDate: addDays(from, 1) })
      .returning();
    await vi.waitFor(async () => {
      expect((await listed(client))[0]!.nextPickup).toBe(addDays(from, 1));
    });

    const { input, user } = await t.signUp();
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    const admin = t.client();
    await admin.post('/api/login', { username: input.email, password: input.password });
    for (const pickup of [earlier!, later!]) {
      const cancelled = await admin.inject({
        method: 'PATCH',
        url: `/api/admin/service-schedules/${pickup.id}`,
        payload: { status: 'cancelled' },
      });
      expect(cancelled.statusCode).toBe(200);
    }
    await vi.waitFor(async () => {
      expect((await listed(client))[0]!.nextPickup).toBe(addDays(from, 6));
    });
  });

  test("this instance's own changes show at once, before any notice arrives", async () => {
    const { client, id } = await customerWithSubscription();
    // No notice at all: only this instance dropping its own copy can make the list follow.
    await t.db.execute(sql`alter table subscriptions disable trigger user`);
    await t.db.execute(sql`alter table service_schedules disable trigger user`);
    try {
      expect((await listed(client))[0]).toMatchObject({ status: 'active', plan: 'standard' });
      expect((await client.post(`/api/subscriptions/${id}/pause`)).statusCode).toBe(200);
      expect((await listed(client))[0]).toMatchObject({ status: 'paused' });
      expect((await client.post(`/api/subscriptions/${id}/resume`)).statusCode).toBe(200);
      expect((await listed(client))[0]).toMatchObject({ status: 'active' });
      const changed = await client.post(`/api/subscriptions/${id}/change-plan`, { plan: 'basic' });
      expect(changed.statusCode).toBe(200);
      expect((await listed(client))[0]).toMatchObject({ plan: 'basic' });
      expect((await client.post(`/api/subscriptions/${id}/cancel`)).statusCode).toBe(200);
      expect((await listed(client))[0]).toMatchObject({ status: 'cancelled' });
    } finally {
      await t.db.execute(sql`alter table subscriptions enable trigger user`);
      await t.db.execute(sql`alter table service_schedules enable trigger user`);
    }
  });

  test('a write that fires no trigger shows once the kept copy has lived out its lifetime', async () => {
    const { client, id } = await customerWithSubscription();
    // A replica session (a restore, logical replication) fires no ordinary trigger.
    const writeUnheard = (plan: 'basic' | 'premium') =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(subscriptions).set({ plan }).where(eq(subscriptions.id, id));
      });

    // The notices of the customer's own sign-up may still be on their way and drop the first
    // copies; once a copy is kept, a write that sends no notice is not seen.
    let written: 'basic' | 'premium' = 'basic';
    await vi.waitFor(async () => {
      const kept = (await listed(client))[0]!.plan;
      written = kept === 'basic' ? 'premium' : 'basic';
      await writeUnheard(written);
      expect((await listed(client))[0]!.plan).toBe(kept);
    });

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + CUSTOMER_CACHE_TTL_MS + 1 });
    try {
      expect((await listed(client))[0]!.plan).toBe(written);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.skipIf(!onPostgres)('the listening connection (PostgreSQL)', () => {
  // The backends of this database that listen for list changes (this file runs one app).
  const listeners = async () => {
    const result = (await t.db.execute(sql`
      select pid from pg_stat_activity
      where datname = current_database() and query = ${`LISTEN "${CUSTOMER_CHANGES_CHANNEL}"`}
    `)) as { rows: { pid: number }[] };
    return result.rows.map((r) => r.pid);
  };

  test('when it drops, lists are read afresh, and it listens again', async () => {
    const { client, id } = await customerWithSubscription();
    expect((await listed(client))[0]).toMatchObject({ status: 'active' });
    // One listening connection for the subscription lists' copies, one for the pickups'.
    const before = await listeners();
    expect(before).toHaveLength(2);

    for (const pid of before) await t.db.execute(sql`select pg_terminate_backend(${pid})`);
    // Committed while nobody listens: its notice is lost for good.
    await writer.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.id, id));

    await vi.waitFor(async () => {
      expect((await listed(client))[0]).toMatchObject({ status: 'cancelled' });
    });
    await vi.waitFor(
      async () => {
        const after = await listeners();
        expect(after).toHaveLength(2);
        expect(after.filter((pid) => before.includes(pid))).toEqual([]);
      },
      { timeout: 5_000 },
    );
    expect((await listed(client))[0]).toMatchObject({ status: 'cancelled', plan: 'standard' });
    await writer.update(subscriptions).set({ plan: 'premium' }).where(eq(subscriptions.id, id));
    await vi.waitFor(async () => {
      expect((await listed(client))[0]).toMatchObject({ plan: 'premium' });
    });
  });
});

describe('the per-instance copy', () => {
  function counted(options = { ttlMs: 60_000, maxUsers: 10 }) {
    const cache = createListCache<string>(options);
    cache.setListening(true);
    let loads = 0;
    const read = (userId: number, key = 'day') =>
      cache.get(userId, key, async () => `load ${++loads}`);
    return { cache, read, loads: () => loads };
  }

  test('is loaded once and then answered from memory, per user and per day', async () => {
    const { read, loads } = counted();
    expect(await read(1)).toBe('load 1');
    expect(await read(1)).toBe('load 1');
    expect(await read(2)).toBe('load 2');
    expect(await read(1, 'next day')).toBe('load 3');
    expect(loads()).toBe(3);
  });

  test('a read that a notice overtook is answered but not kept', async () => {
    const cache = createListCache<string>({ ttlMs: 60_000, maxUsers: 10 });
    cache.setListening(true);
    let release!: () => void;
    const slow = cache.get(1, 'day', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return 'before the change';
    });
    await vi.waitFor(() => expect(release).toBeDefined());
    cache.notified('1');
    release();
    expect(await slow).toBe('before the change');
    expect(await cache.get(1, 'day', async () => 'after the change')).toBe('after the change');
  });

  test('a notice names one user; anything else, or listening again, drops every copy', async () => {
    const { cache, read } = counted();
    await read(1);
    await read(2);
    cache.notified('1');
    expect(await read(1)).toBe('load 3');
    expect(await read(2)).toBe('load 2');
    cache.notified('*');
    expect(await read(2)).toBe('load 4');
    cache.setListening(true);
    expect(await read(2)).toBe('load 5');
  });

  test('keeps nothing while notices are not heard', async () => {
    const { cache, read } = counted();
    await read(1);
    cache.setListening(false);
    expect(await read(1)).toBe('load 2');
    expect(await read(1)).toBe('load 3');
  });

  test('holds at most its bound, dropping the least recently used', async () => {
    const { read } = counted({ ttlMs: 60_000, maxUsers: 2 });
    await read(1);
    await read(2);
    await read(1);
    await read(3);
    expect(await read(1)).toBe('load 1');
    expect(await read(2)).toBe('load 4');
  });
});
