// `npm run bench:api`: the production server against a bare Fastify hello-world on the same
// machine, both loaded by autocannon over loopback. Prints req/s and p99 latency, and each as a
// ratio to the bare server. Targets: GET /api/user ≥ 70 % of the bare server's req/s
// (docs/decisions/003-session-cache.md), GET /api/subscriptions ≥ 40 %
// (docs/decisions/021-subscription-list-cache.md). GET /api/service-schedules, the portal's
// schedule, is printed beside them. Each route is measured right after the bare server, in
// BENCH_ROUNDS rounds (default 3) of BENCH_SECONDS (default 5) each, and the median ratio counts.
// A third server, bare Fastify sending GET /api/user's exact reply (its headers and body), is
// measured beside it: the part of the gap that is the reply's bytes rather than our code.
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
const SAME_REPLY_PORT = 4603;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_S = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const BARE_SERVER = `
  const app = require('fastify')();
  app.get('/', async () => ({ hello: 'world' }));
  app.listen({ port: ${BARE_PORT}, host: '127.0.0.1' });
`;

// Headers each server writes for itself, whatever it answers.
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length']);

/** A bare Fastify server answering every request with the app's reply to `url`, byte for byte. */
async function sameReplyServer(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  const replyHeaders = Object.fromEntries(
    [...response.headers].filter(([name]) => !OWN_HEADERS.has(name)),
  );
  const body = await response.text();
  return spawn(
    'node',
    [
      '-e',
      `const app = require('fastify')();
       const headers = ${JSON.stringify(replyHeaders)};
       const body = ${JSON.stringify(body)};
       app.get('/', (request, reply) => { reply.headers(headers).send(body); });
       app.listen({ port: ${SAME_REPLY_PORT}, host: '127.0.0.1' });`,
    ],
    { stdio: 'inherit' },
  );
}

function load(url: string, headers: Record<string, string> = {}, duration = DURATION_S) {
  return autocannon({ url, headers, duration, connections: CONNECTIONS });
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
    children.push(await sameReplyServer(`${app}/api/user`, { cookie }));
    await waitFor(`http://127.0.0.1:${SAME_REPLY_PORT}/`);

    console.log(
      `autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each, database: ${
        process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'
      }\n`,
    );
    const bareUrl = `http://127.0.0.1:${BARE_PORT}/`;
    const routes: { name: string; url: string; headers: Record<string, string> }[] = [
      { name: 'GET /api/health', url: `${app}/api/health`, headers: {} },
      { name: 'GET /api/user (valid session)', url: `${app}/api/user`, headers: { cookie } },
      {
        name: "bare Fastify, /api/user's reply",
        url: `http://127.0.0.1:${SAME_REPLY_PORT}/`,
        headers: {},
      },
      {
        name: 'GET /api/subscriptions (signed in)',
        url: `${app}/api/subscriptions`,
        headers: { cookie },
      },
      {
        name: 'GET /api/service-schedules (signed in)',
        url: `${app}/api/service-schedules`,
        headers: { cookie },
      },
    ];
    // Both servers answer a short load first, so neither is measured while its code is compiled.
    await load(bareUrl, {}, WARM_UP_S);
    for (const route of routes) await load(route.url, route.headers, WARM_UP_S);

    // Each route is measured right after the bare server, round after round: load from other work
    // on the machine then falls on both sides of a ratio, and the median ratio is reported.
    const results = new Map<string, { ratio: number; result: autocannon.Result; bare: number }[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const route of routes) {
        const bare = await load(bareUrl);
        const result = await load(route.url, route.headers);
        if (result.non2xx > 0) {
          throw new Error(`${route.name} answered ${result.non2xx} non-2xx replies`);
        }
        const ratio = result.requests.average / bare.requests.average;
        results.set(route.name, [
          ...(results.get(route.name) ?? []),
          { ratio, result, bare: bare.requests.average },
        ]);
      }
    }
    const medianOf = (name: string) => {
      const runs = [...results.get(name)!].sort((a, b) => a.ratio - b.ratio);
      return { ...runs[Math.floor(runs.length / 2)]!, all: runs.map((r) => r.ratio) };
    };
    for (const route of routes) {
      const { result, bare, ratio, all } = medianOf(route.name);
      console.log(
        `${route.name.padEnd(38)} ${result.requests.average.toFixed(0).padStart(8)} req/s  p99 ${String(
          result.latency.p99,
        ).padStart(
          4,
        )} ms  bare ${bare.toFixed(0).padStart(6)} req/s  ratio ${ratio.toFixed(2)} (rounds: ${all
          .map((r) => r.toFixed(2))
          .join(', ')})`,
      );
    }
    console.log('');
    for (const [name, target] of [
      ['GET /api/user (valid session)', 0.7],
      ['GET /api/subscriptions (signed in)', 0.4],
    ] as const) {
      const { ratio } = medianOf(name);
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
