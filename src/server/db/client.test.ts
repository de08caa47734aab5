import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

// Only a real server can drop a pooled connection under us; PGlite runs in-process.
describe.skipIf(!adminUrl)('a PostgreSQL pool', () => {
  const name = `t_${randomBytes(8).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  const dropped: Error[] = [];
  let handle: DatabaseHandle;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    handle = openDatabase({
      url: url.toString(),
      poolSize: 1,
      onIdleError: (e) => dropped.push(e),
    });
  });
  afterAll(async () => {
    await handle?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  test('survives the server killing an idle connection, and the next query reconnects', async () => {
    await handle.db.execute(sql`select 1`);
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await expect.poll(() => dropped.length).toBe(1);
    expect(dropped[0]!.message).toMatch(/terminating connection/);
    const after = (await handle.db.execute(sql`select 2 as two`)) as { rows: unknown[] };
    expect(after.rows).toEqual([{ two: 2 }]);
  });

  test('streams a query in batches as text, and gives its one connection back however it stops', async () => {
    const stream = handle.streamRows!;
    const query = {
      sql: 'select g, g::text || $1, null::text from generate_series(1, 5) g',
      params: ['x'],
    };
    const batches: (string | null)[][][] = [];
    for await (const batch of stream(query, 2)) batches.push(batch);
    expect(batches).toEqual([
      [
        ['1', '1x', null],
        ['2', '2x', null],
      ],
      [
        ['3', '3x', null],
        ['4', '4x', null],
      ],
      [['5', '5x', null]],
    ]);

    // A reader that stops after one batch (a download cancelled), then a query that fails: the
    // pool of one still answers.
    for await (const batch of stream(query, 2)) {
      expect(batch).toHaveLength(2);
      break;
    }
    await expect(
      (async () => {
        for await (const batch of stream({ sql: 'select 1/0', params: [] }, 2)) void batch;
      })(),
    ).rejects.toThrow(/division by zero/);
    const again = (await handle.db.execute(sql`select 1 as one`)) as { rows: unknown[] };
    expect(again.rows).toEqual([{ one: 1 }]);
  });
});
