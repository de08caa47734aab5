import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { projectRoot } from '../lib/project-root.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const MIGRATIONS_FOLDER = join(projectRoot(), 'src/server/db/migrations');

export type DatabaseOptions =
  | {
      url: string;
      poolSize?: number;
      /** Told when an idle pooled connection breaks (server restart, failover, admin kill). */
      onIdleError?: (err: Error) => void;
    }
  /** dataDir undefined → in-memory PGlite (tests). */
  | { url?: undefined; dataDir?: string | undefined };

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

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // Without a listener, node-postgres rethrows an idle connection's error and the process dies;
    // the pool has already dropped that connection and the next query opens a fresh one.
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateWithLock(pool),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('dataDir' in options && options.dataDir) {
    const dir = resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
