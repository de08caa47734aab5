// `npm run bench:analytics`: the owner's revenue numbers (docs/decisions/062-the-owners-numbers.md)
// at 100 000 subscribers, 1 000 000 pickups and three years of history, on PostgreSQL, from the
// production server over HTTP. The server's own snapshot job first writes every day of the three
// years (its pace per day is printed: the nightly cost of one more day); then each view of the
// page is asked BENCH_RUNS times, one after another, and its p50 and p95 are printed with the
// p95's ratio to the 300 ms target (target: every ratio ≤ 1).
//
// The database (bench_analytics on BENCH_DATABASE_URL) is seeded once and reused, snapshots
// included; BENCH_RESEED=1 starts it afresh.
import { once } from 'node:events';
import pg from 'pg';
import { addDays, serviceClock } from '../../src/domain/pickup-calendar.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/lib/passwords.ts';
import { seedLargeData, seedLargeHistory } from '../../src/server/seed/large-seed.ts';
import { adminQuery, benchDatabaseUrl, BENCH_ADMIN_URL } from './bench-database.ts';
import { signIn, startBenchServer } from './bench-server.ts';

const DB = 'bench_analytics';
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 4621);
const TARGET_MS = 300;
const HISTORY_DAYS = 3 * 365;
const ADMIN = {
  username: 'bench-admin',
  email: 'bench-admin@example.com',
  password: 'bench-admin-password',
};

async function prepare(): Promise<void> {
  if (process.env.BENCH_RESEED) await adminQuery(`drop database if exists ${DB} with (force)`);
  const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DB]);
  await admin.end();
  if (!exists.rowCount) await adminQuery(`create database ${DB}`);
  const database = openDatabase({ url: benchDatabaseUrl(DB) });
  try {
    await database.migrate();
    if (exists.rowCount) return;
    const log = (line: string) => console.log(`  ${line}`);
    console.log(`seeding ${DB}: 100 000 subscribers, 1 000 000 pickups, three years`);
    await seedLargeData(database.db, { users: 100_000, schedulesPerSubscription: 10, log });
    await seedLargeHistory(database.db, { days: HISTORY_DAYS, log });
    await database.db.insert(users).values({
      username: ADMIN.username,
      email: ADMIN.email,
      passwordHash: await hashPassword(ADMIN.password),
      firstName: 'Bench',
      lastName: 'Admin',
      role: 'admin',
    });
  } finally {
    await database.close();
  }
}

/** The last day the snapshots hold, and how many days they hold. */
async function snapshotDays(): Promise<{ last: string | null; count: number }> {
  const client = new pg.Client({ connectionString: benchDatabaseUrl(DB) });
  await client.connect();
  try {
    const { rows } = await client.query<{ last: string | null; count: number }>(
      'select max(day)::text as last, count(*)::int as count from revenue_days',
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

await prepare();
const { server, base } = await startBenchServer(PORT, {
  DATABASE_URL: benchDatabaseUrl(DB),
  RATE_LIMIT_MULTIPLIER: '1000',
  NO_SCHEDULE_GENERATOR: '1',
  NO_NOTIFICATION_SCHEDULER: '1',
  NO_NIGHT_REPORTS: '1',
  NO_PROPERTY_INVOICING: '1',
});
try {
  // The server's start-up run writes every day not yet written; wait for it to reach yesterday.
  const today = serviceClock(new Date()).date;
  const yesterday = addDays(today, -1);
  const before = await snapshotDays();
  const started = performance.now();
  let now = before;
  while (now.last !== yesterday) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    now = await snapshotDays();
    process.stdout.write(`\r  snapshots written up to ${now.last ?? '—'} (${now.count} days)   `);
  }
  const written = now.count - before.count;
  if (written > 0) {
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `\nsnapshot job: ${written} days in ${seconds.toFixed(0)} s, ${((seconds * 1000) / written).toFixed(0)} ms a day`,
    );
  } else {
    console.log(`snapshots already written: ${now.count} days up to ${now.last}`);
  }

  const headers = { cookie: await signIn(base, ADMIN.email, ADMIN.password) };
  const threeYears = `from=${addDays(today, -(3 * 365 + 1))}&to=${today}`;
  const views: Record<string, string> = {
    'the page as it opens (twelve months)': '/api/admin/analytics/revenue',
    'three years': `/api/admin/analytics/revenue?${threeYears}`,
    'one month': `/api/admin/analytics/revenue?from=${addDays(today, -30)}&to=${today}`,
    'three years, cohorts as CSV': `/api/admin/analytics/revenue.csv?${threeYears}&table=cohorts`,
  };
  console.log(`\n${RUNS} requests each, one at a time (target: p95 under ${TARGET_MS} ms)`);
  let met = true;
  for (const [name, path] of Object.entries(views)) {
    const one = async () => {
      const start = performance.now();
      const res = await fetch(`${base}${path}`, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      return performance.now() - start;
    };
    for (let i = 0; i < 5; i++) await one();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await one());
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    const ratio = p95 / TARGET_MS;
    met &&= ratio <= 1;
    console.log(
      `  ${name.padEnd(38)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ratio ${ratio.toFixed(3)} ${ratio <= 1 ? 'met' : 'MISSED'}`,
    );
  }
  console.log(met ? 'every view within target' : 'a view missed its target');
} finally {
  server.kill('SIGTERM');
  await once(server, 'exit');
}
