// What the benchmarks share: the production server started as a deployment would start it, the
// demo data in a database of the bench's own, and a signed-in session cookie.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseOptions } from '../../src/server/db/client.ts';
import { seedDemoData } from '../../src/server/seed/demo-seed.ts';
import { nodeOn, type Cores } from './cores.ts';
import { waitFor } from './wait-for.ts';

/** Production settings for a server that mails nothing (production requires a mail server to be named). */
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:9',
  SESSION_SECRET: 'bench-session-secret-of-at-least-32-characters',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
};

/** Starts build/api/server/main.js on `port` (on the servers' core when pinned); resolves once it is ready. */
export async function startBenchServer(
  port: number,
  env: Record<string, string>,
  cores: Cores = null,
): Promise<{ server: ChildProcess; base: string }> {
  const [command, args] = nodeOn(cores, ['build/api/server/main.js']);
  const server = spawn(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...PRODUCTION_ENV, PORT: String(port), ...env },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/ready`);
  } catch (err) {
    server.kill('SIGTERM');
    throw err;
  }
  return { server, base };
}

/**
 * Production refuses SEED_DEMO: the bench's database (an embedded one in a data directory, or a
 * PostgreSQL database of its own) gets the demo data beforehand.
 */
export async function seedDemoDatabase(options: DatabaseOptions): Promise<void> {
  const database = openDatabase(options);
  await database.migrate();
  await seedDemoData(database.db, { info: () => {} });
  await database.close();
}

/**
 * Runs `bench` against a production server on the demo data in an embedded database of its own,
 * with the rate limits widened so that every request of a flood reaches the code it aims at; the
 * server and its data are gone afterwards, however `bench` ends.
 */
export async function withDemoServer(
  name: string,
  server: { port: number; env?: Record<string, string>; cores?: Cores },
  bench: (base: string) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  let started: { server: ChildProcess; base: string } | undefined;
  try {
    await seedDemoDatabase({ dataDir });
    started = await startBenchServer(
      server.port,
      { DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_MULTIPLIER: '1000000', ...server.env },
      server.cores,
    );
    await bench(started.base);
  } finally {
    started?.server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Signs in over HTTP and returns the session cookie to send back. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!login.ok || !cookie) throw new Error(`${email} could not sign in: ${login.status}`);
  return cookie;
}
