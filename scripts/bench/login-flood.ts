// `npm run bench:login-flood`: how much a flood of sign-ins slows everyone else. The production
// server is probed with GET / (a static page) and GET /api/user (a signed-in read), first quiet,
// then while a second process hammers POST /api/login with wrong passwords over 200 connections.
// Prints each probe's p99 under the flood as a ratio to its quiet p99 (target ≤ 3).
// Rate limits are widened so every attempt reaches the password check: what is measured is the
// server's own bound on password hashing, not the per-IP limit that would stop a single attacker.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_CUSTOMER } from '../../src/server/seed/demo-accounts.ts';
import { signIn, withDemoServer } from './bench-server.ts';

const APP_PORT = 4611;
const PROBE_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const FLOOD_CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 200);
const TARGET = 3;

function probe(url: string, headers: Record<string, string> = {}) {
  // A few connections: the probe stands for ordinary visitors, not for load of its own.
  return autocannon({ url, headers, duration: PROBE_SECONDS, connections: 4 });
}

/** Runs autocannon in a process of its own, so the flood's client work does not slow the probe. */
function startFlood(url: string, seconds: number): { done: Promise<Record<string, number>> } {
  const child = spawn(
    join('node_modules', '.bin', 'autocannon'),
    [
      '--json',
      '-c',
      String(FLOOD_CONNECTIONS),
      '-d',
      String(seconds),
      '-m',
      'POST',
      '-H',
      'content-type=application/json',
      '-b',
      JSON.stringify({ username: DEMO_CUSTOMER.email, password: 'not-the-password' }),
      url,
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const done = new Promise<Record<string, number>>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', () => {
      try {
        const result = JSON.parse(out) as { statusCodeStats?: Record<string, { count: number }> };
        const stats = result.statusCodeStats ?? {};
        resolve(Object.fromEntries(Object.entries(stats).map(([code, s]) => [code, s.count])));
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
  });
  return { done };
}

async function main() {
  await withDemoServer('login-flood', { port: APP_PORT }, async (app) => {
    const cookie = await signIn(app, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);

    console.log(
      `probe: 4 connections for ${PROBE_SECONDS} s each; flood: ${FLOOD_CONNECTIONS} connections on POST /api/login; embedded database\n`,
    );
    const quietPage = await probe(`${app}/`);
    const quietUser = await probe(`${app}/api/user`, { cookie });

    const flood = startFlood(`${app}/api/login`, PROBE_SECONDS * 2 + 4);
    await new Promise((r) => setTimeout(r, 2000));
    const floodPage = await probe(`${app}/`);
    const floodUser = await probe(`${app}/api/user`, { cookie });
    const floodStatuses = await flood.done;

    const failures = [quietPage, quietUser, floodPage, floodUser].reduce(
      (n, r) => n + r.non2xx + r.errors + r.timeouts,
      0,
    );
    if (failures > 0) throw new Error(`the probe got ${failures} failed replies`);

    const rows = [
      ['GET /', quietPage, floodPage],
      ['GET /api/user (signed in)', quietUser, floodUser],
    ] as const;
    let met = true;
    for (const [name, quiet, flooded] of rows) {
      // One millisecond is autocannon's resolution: a quiet p99 of 0 would make any ratio infinite.
      const ratio = flooded.latency.p99 / Math.max(1, quiet.latency.p99);
      met &&= ratio <= TARGET;
      console.log(
        `${name.padEnd(28)} p99 quiet ${String(quiet.latency.p99).padStart(4)} ms  under flood ${String(
          flooded.latency.p99,
        ).padStart(
          5,
        )} ms  ratio ${ratio.toFixed(2)}  (requests ${quiet.requests.total} / ${flooded.requests.total})`,
      );
    }
    console.log(
      `\nflood replies by status: ${Object.entries(floodStatuses)
        .map(([code, count]) => `${code}: ${count}`)
        .join(', ')}`,
    );
    console.log(`p99 under flood within ${TARGET}× quiet: ${met ? 'met' : 'NOT met'}`);
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
