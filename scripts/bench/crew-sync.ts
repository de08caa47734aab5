// `npm run bench:crew`: a porter's phone comes back online with a full queue, 500 actions (the
// most one sync carries), and sends them to the production server (build/api) over loopback.
// Prints the time of each sync on the embedded PGlite and on PostgreSQL. Target: under 5 s.
//
// The route: the demo data, plus 500 doors in the demo porter's communities with a pickup today;
// a tenth of the actions are problems with a photo, sent beforehand as the phone does. Each run
// sends 500 new actions (the later ones correct the earlier ones), then the same 500 again, which
// must all answer as replays. PostgreSQL: BENCH_DATABASE_URL (an admin connection; default the
// local server), in a database bench_crew made afresh; it is skipped when no server answers.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { serviceClock } from '../../src/domain/pickup-calendar.ts';
import {
  MAX_ACTIONS_PER_SYNC,
  type CrewAction,
  type CrewSyncResult,
} from '../../src/domain/schemas/crew.ts';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';
import { communities, serviceSchedules, subscriptions, users } from '../../src/server/db/schema.ts';
import { seedDemoData } from '../../src/server/seed/demo-seed.ts';
import { DEMO_PORTER } from '../../src/server/seed/demo-accounts.ts';
import { testJpeg } from '../../src/test/jpeg.ts';
import { freshBenchDatabase, postgresAnswers, shownAdminUrl } from './bench-database.ts';
import { signIn, startBenchServer } from './bench-server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = 4612;
const DOORS = MAX_ACTIONS_PER_SYNC;
const PHOTOS = DOORS / 10;
const TARGET_MS = 5_000;

/** The demo data and 500 doors with a pickup today in the porter's communities. */
async function prepare(database: DatabaseHandle): Promise<number[]> {
  await database.migrate();
  await seedDemoData(database.db, { info: () => {} });
  const { db } = database;
  const listed = await db
    .select({ id: communities.id, zip: communities.zip })
    .from(communities)
    .where(eq(communities.active, true));
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: DOORS }, (_, i) => {
        const community = listed[i % listed.length]!;
        return {
          username: `crew-bench-${i}`,
          email: `crew-bench-${i}@example.com`,
          passwordHash: 'none',
          firstName: `Resident${i}`,
          lastName: 'Bench',
          address: '100 Bench Way',
          building: String(1 + (i % 12)),
          unit: String(100 + i),
          city: 'Katy',
          zip: community.zip,
          communityId: community.id,
        };
      }),
    )
    .returning({ id: users.id });
  const plans = await db
    .insert(subscriptions)
    .values(
      people.map((p) => ({
        userId: p.id,
        plan: 'premium' as const,
        priceCents: 5000,
        status: 'active' as const,
        gateCode: '#1',
      })),
    )
    .returning({ id: subscriptions.id });
  const today = serviceClock(new Date()).date;
  const pickups = await db
    .insert(serviceSchedules)
    .values(plans.map((s) => ({ subscriptionId: s.id, serviceDate: today })))
    .onConflictDoNothing()
    .returning({ id: serviceSchedules.id });
  return pickups.map((p) => p.id);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(label: string, env: Record<string, string>, pickups: number[]) {
  const { server, base } = await startBenchServer(PORT, env);
  try {
    const cookie = await signIn(base, DEMO_PORTER.email, DEMO_PORTER.password);
    const photoIds = await Promise.all(
      Array.from({ length: PHOTOS }, async (_, i) => {
        const id = randomUUID();
        const response = await fetch(`${base}/api/photos/${id}`, {
          method: 'PUT',
          headers: { cookie, 'content-type': 'image/jpeg' },
          body: new Uint8Array(testJpeg(640, 480, i)),
        });
        if (!response.ok) throw new Error(`photo upload failed: ${response.status}`);
        return id;
      }),
    );
    const sync = async (actions: CrewAction[]) => {
      const started = performance.now();
      const response = await fetch(`${base}/api/crew/actions`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ actions }),
      });
      const body = (await response.json()) as CrewSyncResult;
      const ms = performance.now() - started;
      if (!response.ok) throw new Error(`sync failed: ${response.status} ${JSON.stringify(body)}`);
      return { ms, results: body.results };
    };

    const fresh: number[] = [];
    const replays: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const occurredAt = new Date(Date.now() - (RUNS - run) * 60_000).toISOString();
      const actions: CrewAction[] = pickups.map((scheduleId, i) =>
        i % 10 === 0
          ? {
              id: randomUUID(),
              scheduleId,
              outcome: 'problem',
              reason: 'not_sealed',
              photoId: photoIds[(i / 10) % PHOTOS]!,
              note: 'Bag split at the seam',
              occurredAt,
            }
          : { id: randomUUID(), scheduleId, outcome: 'collected', bagCount: 2, occurredAt },
      );
      const first = await sync(actions);
      const refused = first.results.filter((r) => r.result !== 'applied');
      if (refused.length > 0) throw new Error(`not applied: ${JSON.stringify(refused[0])}`);
      fresh.push(first.ms);
      const again = await sync(actions);
      if (again.results.some((r) => r.result !== 'replayed')) throw new Error('a replay applied');
      replays.push(again.ms);
    }
    const verdict = median(fresh) < TARGET_MS ? 'within' : 'OVER';
    console.log(
      `${label.padEnd(10)} ${DOORS} actions: median ${median(fresh).toFixed(0)} ms, ` +
        `slowest ${Math.max(...fresh).toFixed(0)} ms (${verdict} the ${TARGET_MS} ms target); ` +
        `the same ${DOORS} replayed: median ${median(replays).toFixed(0)} ms`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const dir = await mkdtemp(join(tmpdir(), 'bench-crew-'));
try {
  console.log(`${RUNS} runs of a full queue sent over loopback to the production server`);
  const embedded = openDatabase({ dataDir: join(dir, 'pglite-data') });
  const pglitePickups = await prepare(embedded);
  await embedded.close();
  await measure('PGlite', { DATA_DIR: join(dir, 'pglite-data') }, pglitePickups);

  if (await postgresAnswers()) {
    const url = await freshBenchDatabase('bench_crew');
    const server = openDatabase({ url });
    const pickups = await prepare(server);
    await server.close();
    await measure('PostgreSQL', { DATABASE_URL: url, DATA_DIR: join(dir, 'pg-data') }, pickups);
  } else {
    console.log(`PostgreSQL skipped: nothing answers at ${shownAdminUrl()}`);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
