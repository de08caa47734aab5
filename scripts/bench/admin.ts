// `npm run bench:admin`: the admin lists at 1 000 and at 1 000 000 service schedules,
// on the production server (build/api) over HTTP.
// Prints the median time of each tab's first page and of a search, the full schedules CSV export
// with the process's peak memory, and the large/small ratios. Targets: first page at 1 M rows
// within 2x of 1 k rows; the export streams with peak RSS under 250 MB.
//
// Needs PostgreSQL (BENCH_DATABASE_URL, an admin connection; default the local server): a million
// rows in the embedded PGlite would measure PGlite, not our queries. The two databases
// (bench_admin_1k, bench_admin_1m) are seeded once and reused; BENCH_RESEED=1 starts them afresh.
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/lib/passwords.ts';
import { seedLargeData } from '../../src/server/seed/large-seed.ts';
import { signIn, startBenchServer } from './bench-server.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = Number(process.env.BENCH_RUNS ?? 25);
const PORT = 4611;
const ADMIN = {
  username: 'bench-admin',
  email: 'bench-admin@example.com',
  password: 'bench-admin-password',
};
// 1 000 rows in every table, against 100 000 users and subscriptions and 1 000 000 schedules.
const SIZES = [
  { db: 'bench_admin_1k', users: 1_000, schedulesPerSubscription: 1 },
  { db: 'bench_admin_1m', users: 100_000, schedulesPerSubscription: 10 },
] as const;

const urlFor = (db: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${db}`;
  return url.toString();
};

async function prepare(size: (typeof SIZES)[number]): Promise<void> {
  const { db } = size;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    if (process.env.BENCH_RESEED) await admin.query(`drop database if exists ${db}`);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [db]);
    if (exists.rowCount) return;
    await admin.query(`create database ${db}`);
  } finally {
    await admin.end();
  }
  const database = openDatabase({ url: urlFor(db) });
  try {
    await database.migrate();
    process.stdout.write(`seeding ${db} (${size.users} users)… `);
    await seedLargeData(database.db, size);
    await database.db.insert(users).values({
      username: ADMIN.username,
      email: ADMIN.email,
      passwordHash: await hashPassword(ADMIN.password),
      firstName: 'Bench',
      lastName: 'Admin',
      role: 'admin',
    });
    console.log('done');
  } finally {
    await database.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

type Measures = Record<string, number> & { exportRows: number; peakRssMb: number };

/** The kernel's high-water mark of a process's resident memory, in MB. */
async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** The production server on one database, measured over HTTP like a browser would use it. */
async function measure(db: string): Promise<Measures> {
  const { server, base } = await startBenchServer(PORT, {
    DATABASE_URL: urlFor(db),
    RATE_LIMIT_MULTIPLIER: '1000',
    NO_SCHEDULE_GENERATOR: '1',
  });
  try {
    const headers = { cookie: await signIn(base, ADMIN.email, ADMIN.password) };

    const time = async (path: string) => {
      const once = async () => {
        const start = performance.now();
        const res = await fetch(`${base}${path}`, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${path}: ${res.status}`);
        return performance.now() - start;
      };
      for (let i = 0; i < 3; i++) await once();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await once());
      return median(times);
    };

    const results: Record<string, number> = {
      'users, first page': await time('/api/admin/users'),
      'subscriptions, first page': await time('/api/admin/subscriptions'),
      'schedules, first page': await time('/api/admin/service-schedules'),
      'users, search "garcia"': await time('/api/admin/users?q=garcia'),
    };

    // The whole export, consumed as it streams; the server's memory high-water mark after it.
    const start = performance.now();
    const res = await fetch(`${base}/api/admin/service-schedules.csv`, { headers });
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      for (const byte of chunk) if (byte === 10) lines++;
    }
    const exportMs = performance.now() - start;
    return {
      ...results,
      'schedules CSV export (full)': exportMs,
      exportRows: lines - 1,
      peakRssMb: await peakRssMb(server.pid!),
    };
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
}

async function main() {
  for (const size of SIZES) await prepare(size);
  const [small, large] = [await measure(SIZES[0].db), await measure(SIZES[1].db)];
  const countOf = async (db: string) => {
    const client = new pg.Client({ connectionString: urlFor(db) });
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n from service_schedules');
    await client.end();
    return rows[0].n as number;
  };
  console.log(
    `\nservice schedules: ${(await countOf(SIZES[0].db)).toLocaleString()} vs ${(await countOf(SIZES[1].db)).toLocaleString()}; median of ${RUNS} runs\n`,
  );
  console.log(
    'measure'.padEnd(32),
    '1k (ms)'.padStart(10),
    '1M (ms)'.padStart(10),
    'ratio'.padStart(8),
  );
  for (const key of Object.keys(small).filter((k) => k !== 'exportRows' && k !== 'peakRssMb')) {
    const a = small[key]!;
    const b = large[key]!;
    console.log(
      key.padEnd(32),
      a.toFixed(1).padStart(10),
      b.toFixed(1).padStart(10),
      (b / a).toFixed(2).padStart(8),
    );
  }
  console.log(
    `\nexport: ${large.exportRows.toLocaleString()} rows; server peak RSS ${large.peakRssMb.toFixed(0)} MB (target < 250 MB); with 1k rows: ${small.peakRssMb.toFixed(0)} MB`,
  );
  const pages = ['users, first page', 'subscriptions, first page', 'schedules, first page'];
  const worst = Math.max(...pages.map((k) => large[k]! / small[k]!));
  console.log(`first-page ratio, worst tab: ${worst.toFixed(2)} (target ≤ 2.00)`);
}

await main();
