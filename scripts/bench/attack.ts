// `npm run bench:attack`: how much a few cheap hostile requests slow everyone else. The production
// server is probed with GET /api/health, one request at a time, first quiet, then during each
// attack: (a) 8 parallel JSON bodies of 40 KB nested 20,000 deep, sent again as each answers;
// (b) 2 uploads in flight of a 5 MB JPEG made of empty segments, by the signed-in demo porter,
// after the same of a real 5 MB photo for comparison (what any porter may send, not an attack);
// (c) slow-body clients that send a body one byte every two seconds. Prints the probe's median
// and p95 next to quiet, their ratio (target ≤ 3), what the attack's requests were answered, and
// for (c) how long the server let a slow client hold its connection.
//
// What is timed is the server's own cost. On a small machine the attack's client work (sending
// 5 MB bodies a hundred times a second) would otherwise take the CPU from the server and the
// probe and be counted as the server's: the server runs on a core of its own, as in bench:api
// (cores.ts), and the attack runs at the lowest priority beside the probe, which keeps the normal
// one and so is served first.
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { DEMO_PORTER } from '../../src/server/seed/demo-accounts.ts';
import { photoSizedJpeg, testJpeg, withEmptySegments } from '../../src/test/jpeg.ts';
import { signIn, withDemoServer } from './bench-server.ts';
import { pinLoadGenerator } from './cores.ts';

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
 * The probe in a process of its own, started before the attack's priority is lowered: timed in
 * this one, it would also wait on this process sending the attack, and measure the bench rather
 * than the server.
 */
function startProber(): { probe(base: string, seconds: number): Promise<Probe>; stop(): void } {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['probe'], {
    execArgv: process.execArgv,
  });
  return {
    probe: (base, seconds) =>
      new Promise((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`the probe exited with ${code}`));
        child.once('exit', onExit);
        child.once('message', (result) => {
          child.off('exit', onExit);
          resolve(result as Probe);
        });
        child.send({ base, seconds });
      }),
    stop: () => child.kill(),
  };
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
  const cores = pinLoadGenerator();
  const server = {
    port: APP_PORT,
    // A third of the default, so that the slow clients are seen cut off within the phase.
    env: { REQUEST_TIMEOUT_MS: '20000' },
    cores,
  };
  await withDemoServer('attack', server, async (base) => {
    const porter = await signIn(base, DEMO_PORTER.email, DEMO_PORTER.password);
    // A 5 MB JPEG of 1.3 million empty segments around a real one.
    const bomb = new Uint8Array(withEmptySegments(testJpeg()));
    const photo = new Uint8Array(photoSizedJpeg());

    const prober = startProber();
    setPriority(19);
    const probeApart = prober.probe;
    console.log(
      `probe: GET /api/health one at a time for ${PROBE_SECONDS} s per phase; embedded database; ${
        cores
          ? `server on core ${cores.servers}, attack and probe on core ${cores.loadGenerator}`
          : 'unpinned'
      }, the attack at the lowest priority\n`,
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
    prober.stop();
  });
}

if (process.argv[2] === 'probe') {
  process.on('message', ({ base, seconds }: { base: string; seconds: number }) => {
    void probe(base, seconds).then((result) => process.send?.(result));
  });
} else {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
