// `npm run bench:admin`: the admin lists at 1 000 and at 1 000 000 service schedules, and the full
// schedules CSV export, on the production server (build/api) over HTTP.
// Prints the median time of every list's first page with each search and filter the office's
// pages offer, and the large/small ratio of each (target: every ratio ≤ 3). Then the export at
// 1 M rows against PostgreSQL's own `COPY … TO STDOUT` of the same rows in the same run (target:
// ≥ 50 % of COPY's rows/s), and how far the server's peak memory rose over idle (target: ≤ 50 MB).
// See docs/decisions/040-admin-search-and-export-at-scale.md.
//
// Needs PostgreSQL (BENCH_DATABASE_URL, an admin connection; default the local server) and psql
// for the COPY reference: a million rows in the embedded PGlite would measure PGlite, not our
// queries. The two databases (BENCH_DB_PREFIX, default bench_admin, with _1k and _1m) are seeded
// once and reused, and migrated on each run; BENCH_RESEED=1 starts them afresh. BENCH_ONLY=export
// or BENCH_ONLY=lists runs one half.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/lib/passwords.ts';
import { seedLargeData } from '../../src/server/seed/large-seed.ts';
import { signIn, startBenchServer } from './bench-server.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PREFIX = process.env.BENCH_DB_PREFIX ?? 'bench_admin';
const RUNS = Number(process.env.BENCH_RUNS ?? 25);
const ONLY = process.env.BENCH_ONLY;
const PORT = Number(process.env.BENCH_PORT ?? 4611);
const ADMIN = {
  username: 'bench-admin',
  email: 'bench-admin@example.com',
  password: 'bench-admin-password',
};
// 1 000 rows in every table, against 100 000 users and subscriptions and 1 000 000 schedules.
const SIZES = [
  { db: `${PREFIX}_1k`, users: 1_000, schedulesPerSubscription: 1 },
  { db: `${PREFIX}_1m`, users: 100_000, schedulesPerSubscription: 10 },
] as const;

/** Every list's first page, bare and with each search and filter its page offers. */
const LIST_PATHS: Record<string, string> = {
  users: '/api/admin/users',
  'users q=garcia': '/api/admin/users?q=garcia',
  'users q=nomatch': '/api/admin/users?q=nomatch',
  'users q=load-4242@': '/api/admin/users?q=load-4242%40',
  'users q=2810004242 (phone)': '/api/admin/users?q=2810004242',
  'users role=admin': '/api/admin/users?role=admin',
  'users city=Sealy sort=name': '/api/admin/users?city=Sealy&sort=name',
  'users q=mason from/to': '/api/admin/users?q=mason&from=2026-01-01&to=2026-03-31',
  subscriptions: '/api/admin/subscriptions',
  'subscriptions q=garcia': '/api/admin/subscriptions?q=garcia',
  'subscriptions q=nomatch': '/api/admin/subscriptions?q=nomatch',
  'subscriptions q=#1234 (gate)': '/api/admin/subscriptions?q=%231234',
  'subscriptions q=4242 (id)': '/api/admin/subscriptions?q=4242',
  'subscriptions status=paused plan=premium city=Sealy':
    '/api/admin/subscriptions?status=paused&plan=premium&city=Sealy',
  'subscriptions status=pending': '/api/admin/subscriptions?status=pending',
  'subscriptions sort=price': '/api/admin/subscriptions?sort=price',
  schedules: '/api/admin/service-schedules',
  'schedules q=nomatch': '/api/admin/service-schedules?q=nomatch',
  'schedules q=garcia': '/api/admin/service-schedules?q=garcia',
  'schedules q=ava nguyen (name)': '/api/admin/service-schedules?q=ava%20nguyen',
  'schedules q=4242 mason (address)': '/api/admin/service-schedules?q=4242%20mason',
  'schedules q=4242 (id)': '/api/admin/service-schedules?q=4242',
  'schedules status=missed plan=premium city=Sealy':
    '/api/admin/service-schedules?status=missed&plan=premium&city=Sealy',
  'schedules status=scheduled': '/api/admin/service-schedules?status=scheduled',
  'schedules plan=basic': '/api/admin/service-schedules?plan=basic',
  'schedules city=Fulshear': '/api/admin/service-schedules?city=Fulshear',
  'schedules q=garcia status=completed city=Katy':
    '/api/admin/service-schedules?q=garcia&status=completed&city=Katy',
  'schedules sort=status': '/api/admin/service-schedules?sort=status',
  'schedules from/to': '/api/admin/service-schedules?from=2026-06-01&to=2026-06-30',
  'service records': '/api/admin/service-records',
  'service records q=garcia': '/api/admin/service-records?q=garcia',
};

/** The schedules export's rows as PostgreSQL's COPY writes them: the reference for its speed. */
const COPY_SQL = `copy (
  select s.id, s.service_date as day, s.subscription_id,
    trim(u.first_name || ' ' || u.last_name) as customer, u.address, u.unit, u.city, u.zip,
    sub.plan, s.status, s.notes,
    to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created,
    to_char(s.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as completed
  from service_schedules s
  join subscriptions sub on sub.id = s.subscription_id
  join users u on u.id = sub.user_id
  order by s.service_date, s.id
) to stdout with (format csv, force_quote (day, customer, address, unit, city, zip, plan, status, notes, created, completed))`;

const urlFor = (db: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${db}`;
  return url.toString();
};

async function prepare(size: (typeof SIZES)[number]): Promise<void> {
  const { db } = size;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  let fresh = false;
  try {
    if (process.env.BENCH_RESEED) await admin.query(`drop database if exists ${db}`);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [db]);
    if (!exists.rowCount) {
      await admin.query(`create database ${db}`);
      fresh = true;
    }
  } finally {
    await admin.end();
  }
  const database = openDatabase({ url: urlFor(db) });
  try {
    await database.migrate();
    if (!fresh) return;
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

/** Line ends in a chunk, found natively: a byte-by-byte loop here would take CPU from the server. */
function countLines(chunk: Uint8Array): number {
  let n = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) n++;
  return n;
}

/** A process's resident memory now (VmRSS) or its high-water mark (VmHWM), in MB. */
async function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
}

/** The production server on one database, signed in as the bench's admin. */
async function withServer<T>(
  db: string,
  port: number,
  run: (ctx: { base: string; headers: Record<string, string>; pid: number }) => Promise<T>,
): Promise<T> {
  const { server, base } = await startBenchServer(port, {
    DATABASE_URL: urlFor(db),
    RATE_LIMIT_MULTIPLIER: '1000',
    NO_SCHEDULE_GENERATOR: '1',
  });
  try {
    const headers = { cookie: await signIn(base, ADMIN.email, ADMIN.password) };
    return await run({ base, headers, pid: server.pid! });
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
}

/**
 * Each first page at both sizes, one server per size, the two sizes' requests taking turns so
 * that the load of anything else on the machine falls on both alike.
 */
async function measureLists(): Promise<Record<string, [number, number]>> {
  return withServer(SIZES[0].db, PORT, (small) =>
    withServer(SIZES[1].db, PORT + 1, async (large) => {
      const one = async (ctx: typeof small, path: string) => {
        const start = performance.now();
        const res = await fetch(`${ctx.base}${path}`, { headers: ctx.headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${path}: ${res.status}`);
        return performance.now() - start;
      };
      const results: Record<string, [number, number]> = {};
      for (const [name, path] of Object.entries(LIST_PATHS)) {
        for (let i = 0; i < 3; i++) await Promise.all([one(small, path), one(large, path)]);
        const times: [number[], number[]] = [[], []];
        for (let i = 0; i < RUNS; i++) {
          times[0].push(await one(small, path));
          times[1].push(await one(large, path));
        }
        results[name] = [median(times[0]), median(times[1])];
      }
      return results;
    }),
  );
}

/** The whole schedules export, consumed as it streams, with the server's memory around it. */
async function measureExport(db: string) {
  return withServer(db, PORT, async ({ base, headers, pid }) => {
    // Idle: after one small export, so the route's code is loaded and warm.
    await (await fetch(`${base}/api/admin/service-schedules.csv?q=nomatch`, { headers })).text();
    const idleMb = await rssMb(pid, 'VmRSS');
    // The high-water mark from here on, not from the server's start (Linux's clear_refs).
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    const start = performance.now();
    const res = await fetch(`${base}/api/admin/service-schedules.csv`, { headers });
    let lines = 0;
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      lines += countLines(chunk);
    }
    const ms = performance.now() - start;
    return { rows: lines - 1, bytes, ms, idleMb, peakMb: await rssMb(pid, 'VmHWM') };
  });
}

/** PostgreSQL's COPY of the same rows to psql, which discards them: the export's upper bound. */
async function measureCopy(db: string) {
  const start = performance.now();
  const psql = spawn('psql', ['-X', '-q', '-d', urlFor(db), '-c', COPY_SQL], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let lines = 0;
  for await (const chunk of psql.stdout as AsyncIterable<Buffer>) lines += countLines(chunk);
  const [code] = (await once(psql, 'exit')) as [number];
  if (code !== 0) throw new Error(`psql exited with ${code}`);
  return { rows: lines, ms: performance.now() - start };
}

async function countOf(db: string): Promise<number> {
  const client = new pg.Client({ connectionString: urlFor(db) });
  await client.connect();
  const { rows } = await client.query('select count(*)::int as n from service_schedules');
  await client.end();
  return rows[0].n as number;
}

async function benchLists() {
  const results = await measureLists();
  console.log(
    `\nservice schedules: ${(await countOf(SIZES[0].db)).toLocaleString()} vs ${(await countOf(SIZES[1].db)).toLocaleString()}; median of ${RUNS} runs\n`,
  );
  const width = Math.max(...Object.keys(LIST_PATHS).map((k) => k.length)) + 2;
  console.log('first page'.padEnd(width), '1k (ms)'.padStart(9), '1M (ms)'.padStart(9), 'ratio');
  let worst = 0;
  for (const [key, [small, large]] of Object.entries(results)) {
    const ratio = large / small;
    worst = Math.max(worst, ratio);
    console.log(
      key.padEnd(width),
      small.toFixed(1).padStart(9),
      large.toFixed(1).padStart(9),
      ratio.toFixed(2).padStart(5),
      ratio > 3 ? ' over' : '',
    );
  }
  console.log(`\nfirst-page ratio, worst: ${worst.toFixed(2)} (target ≤ 3.00)`);
}

async function benchExport() {
  const db = SIZES[1].db;
  const exported = await measureExport(db);
  const copied = await measureCopy(db);
  const exportRate = exported.rows / (exported.ms / 1000);
  const copyRate = copied.rows / (copied.ms / 1000);
  console.log(
    `\nschedules CSV export: ${exported.rows.toLocaleString()} rows, ${(exported.bytes / 1e6).toFixed(0)} MB in ${(exported.ms / 1000).toFixed(1)} s = ${Math.round(exportRate).toLocaleString()} rows/s`,
  );
  console.log(
    `COPY … TO STDOUT:     ${copied.rows.toLocaleString()} rows in ${(copied.ms / 1000).toFixed(1)} s = ${Math.round(copyRate).toLocaleString()} rows/s`,
  );
  console.log(`export / COPY: ${((100 * exportRate) / copyRate).toFixed(0)} % (target ≥ 50 %)`);
  console.log(
    `server RSS: idle ${exported.idleMb.toFixed(0)} MB, peak ${exported.peakMb.toFixed(0)} MB, growth ${(exported.peakMb - exported.idleMb).toFixed(0)} MB (target ≤ 50 MB)`,
  );
}

for (const size of SIZES) await prepare(size);
if (ONLY !== 'export') await benchLists();
if (ONLY !== 'lists') await benchExport();
