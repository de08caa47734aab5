// `npm run bench:api`: the production server against a bare Fastify hello-world on the same
// machine, both loaded by autocannon over loopback. Prints req/s and p99 latency, and each as a
// ratio to the bare server. Targets: GET /api/user ≥ 70 % of the bare server's req/s
// (docs/decisions/003-session-cache.md), GET /api/subscriptions ≥ 40 %
// (docs/decisions/021-subscription-list-cache.md). GET /api/service-schedules, the portal's
// schedule, is printed beside them.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_CUSTOMER } from '../../src/server/seed/demo-accounts.ts';
import { seedDemoDatabase, signIn, startBenchServer } from './bench-server.ts';
import { waitFor } from './wait-for.ts';

const APP_PORT = 4601;
const BARE_PORT = 4602;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const BARE_SERVER = `
  const app = require('fastify')();
  app.get('/', async () => ({ hello: 'world' }));
  app.listen({ port: ${BARE_PORT}, host: '127.0.0.1' });
`;

function load(url: string, headers: Record<string, string> = {}) {
  return autocannon({ url, headers, duration: DURATION_S, connections: CONNECTIONS });
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const children: ChildProcess[] = [];
  try {
    await seedDemoDatabase(dataDir);
    children.push(spawn('node', ['-e', BARE_SERVER], { stdio: 'inherit' }));
    const { server, base: app } = await startBenchServer(APP_PORT, {
      DATA_DIR: dataDir,
      RATE_LIMIT_MULTIPLIER: '1000',
    });
    children.push(server);
    await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
    const cookie = await signIn(app, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);

    console.log(
      `autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each, database: ${
        process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'
      }\n`,
    );
    const bare = await load(`http://127.0.0.1:${BARE_PORT}/`);
    const health = await load(`${app}/api/health`);
    const user = await load(`${app}/api/user`, { cookie });
    if (user.non2xx > 0) throw new Error(`GET /api/user answered ${user.non2xx} non-2xx replies`);
    const subscriptions = await load(`${app}/api/subscriptions`, { cookie });
    if (subscriptions.non2xx > 0) {
      throw new Error(`GET /api/subscriptions answered ${subscriptions.non2xx} non-2xx replies`);
    }

    const schedules = await load(`${app}/api/service-schedules`, { cookie });
    if (schedules.non2xx > 0) {
      throw new Error(`GET /api/service-schedules answered ${schedules.non2xx} non-2xx replies`);
    }

    const row = (name: string, r: autocannon.Result) =>
      `${name.padEnd(38)} ${r.requests.average.toFixed(0).padStart(8)} req/s  p99 ${String(
        r.latency.p99,
      ).padStart(4)} ms  ratio ${(r.requests.average / bare.requests.average).toFixed(2)}`;
    console.log(row('bare Fastify GET /', bare));
    console.log(row('GET /api/health', health));
    console.log(row('GET /api/user (valid session)', user));
    console.log(row('GET /api/subscriptions (signed in)', subscriptions));
    console.log(row('GET /api/service-schedules (signed in)', schedules));
    console.log('');
    for (const [name, r, target] of [
      ['GET /api/user', user, 0.7],
      ['GET /api/subscriptions', subscriptions, 0.4],
    ] as const) {
      const ratio = r.requests.average / bare.requests.average;
      console.log(
        `${name} at ${(ratio * 100).toFixed(0)} % of bare req/s (target ≥ ${target * 100} %): ${
          ratio >= target ? 'met' : 'NOT met'
        }`,
      );
    }
  } finally {
    children.forEach((c) => c.kill('SIGTERM'));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
