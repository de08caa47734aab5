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
});
