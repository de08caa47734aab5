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

  test('copies a query out as it streams, its parameters as literals, and gives its one connection back however it stops', async () => {
    const copy = handle.copyOut!;
    const read = async (query: { sql: string; params: unknown[] }, options: string) => {
      const chunks: Buffer[] = [];
      for await (const chunk of copy(query, options)) chunks.push(Buffer.from(chunk));
      return Buffer.concat(chunks).toString('utf8');
    };
    // Quotes, a backslash and a `$1` inside a value stay what they are.
    const tricky = `it's "\\ $1"`;
    expect(
      await read(
        {
          sql: 'select g, $1::text || g as t, null::text from generate_series($2::int, 3) g',
          params: [tricky, 2],
        },
        'format csv, force_quote (t)',
      ),
    ).toBe(`2,"${tricky.replace(/"/g, '""')}2",\n3,"${tricky.replace(/"/g, '""')}3",\n`);

    // Far more than the sockets buffer. While the reader waits, PostgreSQL waits to write; a
    // reader that stops after the first chunk (a download cancelled) ends the copy. Then a copy
    // that fails after its first rows went out: the pool of one still answers.
    const many = {
      sql: 'select g, repeat($1, 200) from generate_series(1, 200000) g',
      params: ['x'],
    };
    const copying = async () => {
      const { rows } = await admin.query<{ wait_event: string | null }>(
        "select wait_event from pg_stat_activity where datname = $1 and query like 'copy %'",
        [name],
      );
      return rows.map((r) => r.wait_event);
    };
    for await (const chunk of copy(many, 'format csv')) {
      expect(chunk.length).toBeGreaterThan(0);
      await expect.poll(copying).toEqual(['ClientWrite']);
      break;
    }
    await expect.poll(copying).toEqual([]);
    const failing = {
      sql: 'select 1 / (200000 - g) from generate_series(1, 200000) g',
      params: [],
    };
    await expect(read(failing, 'format csv')).rejects.toThrow(/division by zero/);
    const again = (await handle.db.execute(sql`select 1 as one`)) as { rows: unknown[] };
    expect(again.rows).toEqual([{ one: 1 }]);
  });
});
