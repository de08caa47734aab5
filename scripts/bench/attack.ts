// `npm run bench:attack`: how much a few cheap hostile requests slow everyone else. The production
// server is probed with GET /api/health, one request at a time, first quiet, then during each
// attack: (a) 8 parallel JSON bodies of 40 KB nested 20,000 deep, sent again as each answers;
// (b) 2 uploads in flight of a 5 MB JPEG made of empty segments, by the signed-in demo porter,
// after the same of a real 5 MB photo for comparison (what any porter may send, not an attack);
// (c) slow-body clients that send a body one byte every two seconds. Prints the probe's median
// and p95 next to quiet, their ratio (target ≤ 3), what the attack's requests were answered, and
// for (c) how long the server let a slow client hold its connection.
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PORTER } from '../../src/server/seed/demo-accounts.ts';
import { photoSizedJpeg, testJpeg, withEmptySegments } from '../../src/test/jpeg.ts';
import { seedDemoDatabase, signIn, startBenchServer } from './bench-server.ts';

const APP_PORT = Number(process.env.BENCH_PORT ?? 4614);
const PROBE_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SLOW_CLIENTS = Number(process.env.BENCH_SLOW_CLIENTS ?? 500);
const TARGET = 3;

/** A JSON body of 40 KB: 20,000 arrays, each inside the one before. */
const NESTED_BODY = '['.repeat(20_000) + ']'.repeat(20_000);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

type Probe = { median: number; p95: number; max: number; count: number };

/** GET /api/health one at a time for `seconds`: the wait an ordinary visitor sees. */
async function probe(base: string, seconds: number): Promise<Probe> {
  const times: number[] = [];
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const start = performance.now();
    const response = await fetch(`${base}/api/health`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET /api/health answered ${response.status}`);
    times.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 20));
  }
  times.sort((a, b) => a - b);
  return {
    median: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? NaN,
    count: times.length,
  };
}

/**
 * The probe in a process of its own: timed in this one, it would also wait on this process
 * sending the attack, and measure the bench rather than the server.
 */
function probeApart(base: string, seconds: number): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['probe', base, String(seconds)], {
      execArgv: process.execArgv,
    });
    child.once('message', (result) => resolve(result as Probe));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code) reject(new Error(`the probe exited with ${code}`));
    });
  });
}

/** Sends `send` again as each answers, `parallel` at a time, until stopped; counts the statuses. */
function repeat(parallel: number, send: () => Promise<Response>) {
  const statuses = new Map<string, number>();
  let stopped = false;
  const loops = Array.from({ length: parallel }, async () => {
    while (!stopped) {
      let status: string;
      try {
        const response = await send();
        await response.arrayBuffer();
        status = String(response.status);
      } catch {
        status = 'connection error';
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  return {
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return statuses;
    },
  };
}

/**
 * `count` connections that each send a POST's headers, then its body a byte every two seconds;
 * notes how long each stayed open before the server closed it.
 */
function slowClients(base: string, count: number) {
  const { hostname, port } = new URL(base);
  const sockets: Socket[] = [];
  const heldFor: number[] = [];
  const timers: NodeJS.Timeout[] = [];
  for (let i = 0; i < count; i++) {
    const opened = Date.now();
    const socket = connect(Number(port), hostname);
    socket.on('error', () => {});
    socket.on('close', () => heldFor.push(Date.now() - opened));
    socket.on('connect', () => {
      socket.write(
        `POST /api/login HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: application/json\r\ncontent-length: 10000\r\n\r\n`,
      );
      const timer = setInterval(() => {
        if (!socket.destroyed) socket.write(' ');
      }, 2000);
      timers.push(timer);
    });
    sockets.push(socket);
  }
  return {
    stop() {
      const stillOpen = sockets.filter((s) => !s.destroyed).length;
      for (const timer of timers) clearInterval(timer);
      for (const socket of sockets) socket.destroy();
      return { closedByServer: heldFor.length, stillOpen, heldFor: [...heldFor] };
    },
  };
}

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

const ratioOf = (quiet: Probe, attacked: Probe) => attacked.p95 / Math.max(1, quiet.p95);

function row(name: string, quiet: Probe, attacked: Probe): boolean {
  const ratio = ratioOf(quiet, attacked);
  console.log(
    `${name.padEnd(34)} median ${ms(quiet.median)} → ${ms(attacked.median)}   p95 ${ms(
      quiet.p95,
    )} → ${ms(attacked.p95)}   max ${ms(attacked.max)}   p95 ratio ${ratio.toFixed(2)}`,
  );
  return ratio <= TARGET;
}

const byStatus = (statuses: Map<string, number>) =>
  [...statuses].map(([status, count]) => `${status}: ${count}`).join(', ') || 'none answered';

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-attack-'));
  let server: ChildProcess | undefined;
  try {
    await seedDemoDatabase({ dataDir });
    const started = await startBenchServer(APP_PORT, {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RATE_LIMIT_MULTIPLIER: '1000000',
      // A third of the default, so that the slow clients are seen cut off within the phase.
      REQUEST_TIMEOUT_MS: '20000',
    });
    server = started.server;
    const base = started.base;
    const porter = await signIn(base, DEMO_PORTER.email, DEMO_PORTER.password);
    // A 5 MB JPEG of 1.3 million empty segments around a real one.
    const bomb = new Uint8Array(withEmptySegments(testJpeg()));
    const photo = new Uint8Array(photoSizedJpeg());

    console.log(
      `probe: GET /api/health one at a time for ${PROBE_SECONDS} s per phase; embedded database\n`,
    );
    const quiet = await probeApart(base, PROBE_SECONDS);
    console.log(
      `${'quiet'.padEnd(34)} median ${ms(quiet.median)}   p95 ${ms(quiet.p95)}   max ${ms(quiet.max)}`,
    );
    let met = true;
    const notes: string[] = [];

    const nested = repeat(8, () =>
      fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: NESTED_BODY,
      }),
    );
    met = row('(a) 8 × nested 40 KB JSON', quiet, await probeApart(base, PROBE_SECONDS)) && met;
    notes.push(`(a) replies: ${byStatus(await nested.stop())}`);

    const upload = (body: Uint8Array<ArrayBuffer>) => () =>
      fetch(`${base}/api/photos/${randomUUID()}`, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg', cookie: porter },
        body,
      });
    const photos = repeat(2, upload(photo));
    const photoFlood = await probeApart(base, PROBE_SECONDS);
    row(`(b0) 2 × ${(photo.length / 1e6).toFixed(1)} MB real photo, no attack`, quiet, photoFlood);
    notes.push(`(b0) replies: ${byStatus(await photos.stop())}`);

    const uploads = repeat(2, upload(bomb));
    const bombed = await probeApart(base, PROBE_SECONDS);
    met = row('(b) 2 × 5 MB segment-bomb JPEG', quiet, bombed) && met;
    notes.push(
      `(b) replies: ${byStatus(await uploads.stop())}; p95 ratio to the real photos' ${(
        ratioOf(quiet, bombed) / ratioOf(quiet, photoFlood)
      ).toFixed(2)}`,
    );

    const slow = slowClients(base, SLOW_CLIENTS);
    const slowSeconds = Math.max(PROBE_SECONDS, 40);
    met =
      row(`(c) ${SLOW_CLIENTS} slow-body clients`, quiet, await probeApart(base, slowSeconds)) &&
      met;
    const held = slow.stop();
    const longest = held.heldFor.length > 0 ? Math.max(...held.heldFor) / 1000 : 0;
    notes.push(
      `(c) after ${slowSeconds} s: ${held.closedByServer} cut off by the server (longest held ${longest.toFixed(
        1,
      )} s), ${held.stillOpen} still open`,
    );

    console.log(`\n${notes.join('\n')}`);
    console.log(`p95 under attack within ${TARGET}× quiet: ${met ? 'met' : 'NOT met'}`);
  } finally {
    server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const [role, probeBase, probeSeconds] = process.argv.slice(2);
const run =
  role === 'probe' && probeBase
    ? probe(probeBase, Number(probeSeconds)).then((result) => {
        process.send?.(result);
        process.disconnect?.();
      })
    : main();
run.catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
