import pg from 'pg';
import { openDatabase } from '../../src/server/db/client.ts';

/** The PostgreSQL server the benchmarks run on, as an admin (they create their own databases). */
export const BENCH_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** The address of database `name` on that server. */
export function benchDatabaseUrl(name: string): string {
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the admin connection (create, drop, or a check that the server answers). */
export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Whether the PostgreSQL server answers (benchmarks on both databases skip it when not). */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: BENCH_ADMIN_URL,
    connectionTimeoutMillis: 2_000,
  });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** The admin address with its password hidden, for a message. */
export const shownAdminUrl = () => BENCH_ADMIN_URL.replace(/:[^:@/]*@/, ':***@');

/** Database `name`, dropped if it was there, created empty and migrated; its address. */
export async function freshBenchDatabase(name: string): Promise<string> {
  await adminQuery(`drop database if exists ${name} with (force)`);
  await adminQuery(`create database ${name}`);
  const database = openDatabase({ url: benchDatabaseUrl(name) });
  await database.migrate();
  await database.close();
  return benchDatabaseUrl(name);
}
