// `npm run bench:api`: the production server against a bare Fastify hello-world on the same
// machine, both loaded by autocannon over loopback. Prints req/s and p99 latency, and each as a
// ratio to the bare server. Targets: GET /api/user ≥ 70 % of the bare server's req/s
// (docs/decisions/003-session-cache.md), GET /api/subscriptions ≥ 40 %
// (docs/decisions/021-subscription-list-cache.md). GET /api/service-schedules, the portal's
// schedule, is printed beside them. Each route is measured right after the bare server, in
// BENCH_ROUNDS rounds (default 5) of BENCH_SECONDS (default 5) each, and the median ratio counts.
// A bare Fastify server sending GET /api/user's exact reply (its headers and body) is measured
// beside it: the part of the gap that is the reply's bytes rather than our code.
//
// The server runs on PostgreSQL, as deployed (a database bench_api made afresh on
// BENCH_DATABASE_URL's server; skipped when none answers), and then on the embedded PGlite of
// `npm start`. The targets are judged on PostgreSQL when it ran. On PGlite a bare server that has
// opened the embedded database in its own process is measured too. In some runs every server,
// even the bare one, runs slower in the PGlite half, which lifts the ratios there
// (docs/decisions/003-session-cache.md).
//
// Where the machine allows, the load generator (this process) runs on one core and every server
// on another (scripts/bench/cores.ts): sharing cores, a server's garbage collector could double
// its cost per request at random, and a ratio measured that noise rather than the server.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_CUSTOMER } from '../../src/server/seed/demo-accounts.ts';
import { freshBenchDatabase, postgresAnswers, shownAdminUrl } from './bench-database.ts';
import { seedDemoDatabase, signIn, startBenchServer } from './bench-server.ts';
import { nodeOn, pinLoadGenerator } from './cores.ts';
import { waitFor } from './wait-for.ts';

const APP_PORT = 4601;
const BARE_PORT = 4602;
const SAME_REPLY_PORT = 4603;
const BESIDE_PGLITE_PORT = 4604;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARM_UP_S = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const cores = pinLoadGenerator();
const spawnNode = (args: string[], env: NodeJS.ProcessEnv = process.env) => {
  const [command, commandArgs] = nodeOn(cores, args);
  return spawn(command, commandArgs, { stdio: 'inherit', env });
};

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
  return spawnNode([
    '-e',
    `const app = require('fastify')();
     const headers = ${JSON.stringify(replyHeaders)};
     const body = ${JSON.stringify(body)};
     app.get('/', (request, reply) => { reply.headers(headers).send(body); });
     app.listen({ port: ${SAME_REPLY_PORT}, host: '127.0.0.1' });`,
  ]);
}

function load(url: string, headers: Record<string, string> = {}, duration = DURATION_S) {
  return autocannon({ url, headers, duration, connections: CONNECTIONS });
}

type Line = { name: string; url: string; headers: Record<string, string> };
type Measured = { ratio: number; result: autocannon.Result; bare: number; all: number[] };

const BARE_URL = `http://127.0.0.1:${BARE_PORT}/`;
const USER_LINE = 'GET /api/user (valid session)';
const SUBSCRIPTIONS_LINE = 'GET /api/subscriptions (signed in)';
const TARGETS = [
  [USER_LINE, 0.7],
  [SUBSCRIPTIONS_LINE, 0.4],
] as const;

/** Each line measured right after the bare server, round after round; its median round. */
async function measure(lines: Line[]): Promise<Map<string, Measured>> {
  // Both servers answer a short load first, so neither is measured while its code is compiled.
  await load(BARE_URL, {}, WARM_UP_S);
  for (const line of lines) await load(line.url, line.headers, WARM_UP_S);

  // Load from other work on the machine then falls on both sides of a ratio.
  const rounds = new Map<string, Omit<Measured, 'all'>[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const line of lines) {
      const bare = await load(BARE_URL);
      const result = await load(line.url, line.headers);
      if (result.non2xx > 0)
        throw new Error(`${line.name} answered ${result.non2xx} non-2xx replies`);
      const ratio = result.requests.average / bare.requests.average;
      rounds.set(line.name, [
        ...(rounds.get(line.name) ?? []),
        { ratio, result, bare: bare.requests.average },
      ]);
    }
  }
  const medians = new Map<string, Measured>();
  for (const [name, runs] of rounds) {
    runs.sort((a, b) => a.ratio - b.ratio);
    medians.set(name, { ...runs[Math.floor(runs.length / 2)]!, all: runs.map((r) => r.ratio) });
  }
  return medians;
}

function print(database: string, medians: Map<string, Measured>) {
  console.log(`\n${database}`);
  for (const [name, { result, bare, ratio, all }] of medians) {
    console.log(
      `${name.padEnd(46)} ${result.requests.average.toFixed(0).padStart(8)} req/s  p99 ${String(
        result.latency.p99,
      ).padStart(4)} ms  bare ${bare.toFixed(0).padStart(6)} req/s  ratio ${ratio.toFixed(
        2,
      )} (rounds: ${all.map((r) => r.toFixed(2)).join(', ')})`,
    );
  }
}

/** The production server on one database, its routes and the same-reply server measured. */
async function measureServer(env: Record<string, string>, extra: Line[] = []) {
  const children: ChildProcess[] = [];
  try {
    const { server, base: app } = await startBenchServer(
      APP_PORT,
      { ...env, RATE_LIMIT_MULTIPLIER: '1000' },
      cores,
    );
    children.push(server);
    const cookie = await signIn(app, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    children.push(await sameReplyServer(`${app}/api/user`, { cookie }));
    await waitFor(`http://127.0.0.1:${SAME_REPLY_PORT}/`);
    return await measure([
      { name: 'GET /api/health', url: `${app}/api/health`, headers: {} },
      { name: USER_LINE, url: `${app}/api/user`, headers: { cookie } },
      {
        name: "bare Fastify, /api/user's reply",
        url: `http://127.0.0.1:${SAME_REPLY_PORT}/`,
        headers: {},
      },
      { name: SUBSCRIPTIONS_LINE, url: `${app}/api/subscriptions`, headers: { cookie } },
      {
        name: 'GET /api/service-schedules (signed in)',
        url: `${app}/api/service-schedules`,
        headers: { cookie },
      },
      ...extra,
    ]);
  } finally {
    children.forEach((c) => c.kill('SIGTERM'));
    // The next server takes the same ports.
    await Promise.all(
      children.map((c) => new Promise((r) => c.exitCode !== null || c.once('exit', r))),
    );
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const bare = spawnNode(['-e', BARE_SERVER]);
  try {
    await waitFor(BARE_URL);
    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each, ${ROUNDS} rounds`);
    console.log(
      cores
        ? `load generator on core ${cores.loadGenerator}, servers on core ${cores.servers}`
        : 'not pinned to cores (one core, or no taskset): the ratios are noisier',
    );

    let judged: { database: string; medians: Map<string, Measured> } | undefined;
    if (await postgresAnswers()) {
      const url = await freshBenchDatabase('bench_api');
      await seedDemoDatabase({ url });
      const medians = await measureServer({ DATABASE_URL: url });
      print('PostgreSQL (as deployed)', medians);
      judged = { database: 'PostgreSQL', medians };
    } else {
      console.log(`\nPostgreSQL skipped: nothing answers at ${shownAdminUrl()}`);
    }

    await seedDemoDatabase({ dataDir: join(dataDir, 'app') });
    const besidePglite = spawnNode(['--import', 'tsx', 'scripts/bench/bare-beside-pglite.ts'], {
      ...process.env,
      PORT: String(BESIDE_PGLITE_PORT),
      DATA_DIR: join(dataDir, 'bare'),
    });
    try {
      await waitFor(`http://127.0.0.1:${BESIDE_PGLITE_PORT}/`);
      // An empty DATABASE_URL (set where the bench was started, say) means the embedded database.
      const medians = await measureServer({ DATABASE_URL: '', DATA_DIR: join(dataDir, 'app') }, [
        {
          name: 'bare Fastify beside the embedded database',
          url: `http://127.0.0.1:${BESIDE_PGLITE_PORT}/`,
          headers: {},
        },
      ]);
      print('PGlite (embedded, as npm start)', medians);
      judged ??= { database: 'PGlite', medians };
    } finally {
      besidePglite.kill('SIGTERM');
    }

    console.log('');
    for (const [name, target] of TARGETS) {
      const { ratio } = judged.medians.get(name)!;
      console.log(
        `${name} on ${judged.database} at ${(ratio * 100).toFixed(0)} % of bare req/s (target ≥ ${
          target * 100
        } %): ${ratio >= target ? 'met' : 'NOT met'}`,
      );
    }
  } finally {
    bare.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
