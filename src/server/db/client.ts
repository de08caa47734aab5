import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { projectRoot } from '../lib/project-root.ts';
import { trackCommits } from './after-commit.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Hears `channel`'s notifications, each sent when the writing transaction commits. Nothing is
   * heard until `onListening(true)`; `onListening(false)` says notices may be missed from now on
   * (the listening connection dropped) until the next `onListening(true)`.
   */
  listen(channel: string, handlers: NotificationHandlers): { stop(): Promise<void> };
  /**
   * PostgreSQL only: what `COPY (query) TO STDOUT (options)` writes, chunk by chunk as it arrives,
   * on a connection of its own. Undefined on the embedded database, which has one connection for
   * every request.
   */
  copyOut?: CopyOut;
  close(): Promise<void>;
};

export type CopyOut = (
  query: { sql: string; params: unknown[] },
  options: string,
) => AsyncGenerator<Uint8Array>;

export type NotificationHandlers = {
  onNotification(payload: string): void;
  onListening(listening: boolean): void;
};

/**
 * The extensions the migrations create, which an embedded database must have loaded to run them
 * and every query on their indexes (docs/decisions/040-admin-search-and-export-at-scale.md).
 */
const PGLITE_EXTENSIONS = { btree_gin, pg_trgm } satisfies PGliteOptions['extensions'];

const MIGRATIONS_FOLDER = join(projectRoot(), 'src/server/db/migrations');

export type DatabaseOptions =
  | {
      url: string;
      poolSize?: number;
      /** Told when an idle pooled connection breaks (server restart, failover, admin kill). */
      onIdleError?: (err: Error) => void;
    }
  /**
   * dataDir undefined → in-memory PGlite (tests), started from `image` (see migratedPgliteImage)
   * when given.
   */
  | { url?: undefined; dataDir?: string | undefined; image?: Blob };

// Several app servers may start at once: one migrates while the others wait on this lock.
const MIGRATION_LOCK_KEY = 7_240_001;

async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

const RELISTEN_FIRST_DELAY_MS = 100;
const RELISTEN_MAX_DELAY_MS = 5_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), opened again
 * with backoff whenever it drops: a notice sent while it was down is lost, which the handlers hear.
 */
function listenOnPostgres(url: string, channel: string, handlers: NotificationHandlers) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = RELISTEN_FIRST_DELAY_MS;

  const lost = (dropped: pg.Client) => {
    if (client !== dropped) return;
    client = undefined;
    dropped.end().catch(() => {});
    handlers.onListening(false);
    if (stopped) return;
    retry = setTimeout(connect, delay);
    delay = Math.min(delay * 2, RELISTEN_MAX_DELAY_MS);
  };

  async function connect() {
    // Keepalive probes notice a silently dead connection that would otherwise never error.
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      lost(next);
      return;
    }
    if (stopped || client !== next) return;
    delay = RELISTEN_FIRST_DELAY_MS;
    handlers.onListening(true);
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      if (current) await current.end().catch(() => {});
    },
  };
}

/**
 * A query's text with each `$n` replaced by its parameter as a quoted literal, for COPY, which
 * takes no parameters. The driver sends parameters untyped, as text, so an untyped literal means
 * the same to PostgreSQL; the query builder writes every value as a parameter, so `$n` appears
 * nowhere else in its text.
 */
function withLiterals(query: { sql: string; params: unknown[] }): string {
  return query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = query.params[Number(n) - 1];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new TypeError(`COPY parameter $${n} is neither text nor a number`);
    }
    return pg.escapeLiteral(String(value));
  });
}

/**
 * COPY's output through a pooled connection, read only as fast as the caller takes it: the
 * connection's socket is not read meanwhile, so PostgreSQL waits
 * (docs/decisions/040-admin-search-and-export-at-scale.md).
 */
async function* copyFromPool(
  pool: pg.Pool,
  query: { sql: string; params: unknown[] },
  options: string,
): AsyncGenerator<Uint8Array> {
  const statement = `copy (${withLiterals(query)}) to stdout (${options})`;
  const client = await pool.connect();
  const copy = client.query(copyTo(statement));
  // Closing the connection of a copy given up fails it once more, when no one reads it any longer.
  copy.on('error', () => {});
  let finished = false;
  try {
    for await (const chunk of copy as AsyncIterable<Buffer>) yield chunk;
    finished = true;
  } finally {
    // A copy stopped halfway would go on sending its rows: only closing its connection ends it.
    client.release(!finished);
  }
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.url) {
    const { url } = options;
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    // Without a listener, node-postgres rethrows an idle connection's error and the process dies;
    // the pool has already dropped that connection and the next query opens a fresh one.
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = trackCommits(drizzlePg(pool, { schema }));
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateWithLock(pool),
      listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
      copyOut: (query, options) => copyFromPool(pool, query, options),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('dataDir' in options && options.dataDir) {
    const dir = resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
  } else {
    client = new PGlite({
      loadDataDir: 'image' in options ? options.image : undefined,
      extensions: PGLITE_EXTENSIONS,
    });
  }
  const db = trackCommits(drizzlePglite(client, { schema }));
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    // One process owns an embedded database, so every commit is heard here; nothing can drop.
    listen(channel, handlers) {
      let stopped = false;
      const listening = client.listen(channel, (payload) => {
        if (!stopped) handlers.onNotification(payload);
      });
      void listening.then(
        () => {
          if (!stopped) handlers.onListening(true);
        },
        () => {
          if (!stopped) handlers.onListening(false);
        },
      );
      return {
        async stop() {
          stopped = true;
          const unlisten = await listening.catch(() => undefined);
          if (!client.closed) await unlisten?.();
        },
      };
    },
    close: () => client.close(),
  };
}

/**
 * A fresh embedded database with every migration applied, dumped as PGlite's data-directory
 * archive: a test suite makes it once and starts each test file's database from it, which skips
 * creating an empty cluster and migrating it again per file (docs/decisions/036-one-migrated-test-database.md).
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
