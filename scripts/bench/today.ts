// `npm run bench:today`: the office's Today board (GET /api/admin/today) with 100 communities and
// 20,000 stops today, on the production server (build/api) over HTTP against PostgreSQL.
// Prints the median and the 95th percentile of the board's answer. Target: under 100 ms.
//
// The day: every community walked by a porter, 60 % of the doors done (1 in 50 of them a problem
// with a photo), the rest still open; the database also holds the week around it (seven days of
// pickups per door), so the board has to find today among them. PostgreSQL: BENCH_DATABASE_URL (an
// admin connection; default the local server), in a database bench_today made afresh each run.
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { addDays, serviceClock, weekdayOf } from '../../src/domain/pickup-calendar.ts';
import type { TodayBoard } from '../../src/domain/schemas/today.ts';
import { hashPassword } from '../../src/server/lib/passwords.ts';
import { signIn, startBenchServer } from './bench-server.ts';
import { benchDatabaseUrl, freshBenchDatabase } from './bench-database.ts';

const DB = 'bench_today';
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const PORT = 4613;
const COMMUNITIES = 100;
const STOPS = 20_000;
const PORTERS = 25;
const DAYS_AROUND = 3;
const TARGET_MS = 100;
const ADMIN = { email: 'today-bench-admin@example.com', password: 'today-bench-admin-password' };

/** The day above, written with a few set-based statements (row by row would take minutes). */
async function seed(): Promise<void> {
  await freshBenchDatabase(DB);

  const client = new pg.Client({ connectionString: benchDatabaseUrl(DB) });
  await client.connect();
  const today = serviceClock(new Date()).date;
  const hash = await hashPassword(ADMIN.password);
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  try {
    await q(
      `insert into users (username, email, password_hash, first_name, last_name, role)
       values ($1, $1, $2, 'Bench', 'Office', 'admin')`,
      [ADMIN.email, hash],
    );
    await q(
      `insert into users (username, email, password_hash, first_name, last_name, role)
       select 'porter' || n || '@bench.test', 'porter' || n || '@bench.test', 'none',
              'Porter', 'No. ' || n, 'porter'
       from generate_series(1, $1) n`,
      [PORTERS],
    );
    await q(
      `insert into communities (name, street, zip, access_notes)
       select 'Bench Commons ' || n, (23500 + n) || ' Cinco Ranch Blvd', '77494', 'Call box 12'
       from generate_series(1, $1) n`,
      [COMMUNITIES],
    );
    await q(
      `insert into crew_assignments (community_id, weekday, porter_id)
       select c.id, $1, (select id from users where role = 'porter' order by id
                         offset (c.id % $2) limit 1)
       from communities c`,
      [weekdayOf(today), PORTERS],
    );
    await q(
      `insert into users (username, email, password_hash, first_name, last_name, address,
                          building, unit, city, zip, community_id)
       select 'resident' || n || '@bench.test', 'resident' || n || '@bench.test', 'none',
              'Resident', 'No. ' || n, '23500 Cinco Ranch Blvd', (1 + (n / $2) % 8)::text,
              (100 + n % 400)::text, 'Katy', '77494',
              (select min(id) from communities) + n % $2
       from generate_series(0, $1 - 1) n`,
      [STOPS, COMMUNITIES],
    );
    await q(
      `insert into subscriptions (user_id, plan, price_cents, status)
       select id, 'standard', 3500, 'active' from users where role = 'customer'`,
    );
    const days = Array.from({ length: DAYS_AROUND * 2 + 1 }, (_, i) =>
      addDays(today, i - DAYS_AROUND),
    );
    await q(
      `insert into service_schedules (subscription_id, service_date, source)
       select s.id, d::date, 'plan' from subscriptions s, unnest($1::text[]) d`,
      [days],
    );
    // Photos for the problems, then 60 % of today's doors recorded, 1 in 50 of them a problem.
    await q(
      `insert into photos (id, storage_key, content_type, bytes, width, height, sha256, uploaded_by)
       select gen_random_uuid(), 'bench/' || ss.id, 'image/jpeg', 1000, 100, 100, 'x',
              (select min(id) from users where role = 'porter')
       from service_schedules ss
       where ss.service_date = $1 and ss.id % 5 < 3 and ss.id % 50 = 0`,
      [today],
    );
    await q(
      `insert into pickup_actions (id, schedule_id, porter_id, outcome, reason, photo_id,
                                   note, occurred_at)
       select gen_random_uuid(), ss.id, (select min(id) from users where role = 'porter'),
              case when ss.id % 50 = 0 then 'problem' else 'collected' end,
              case when ss.id % 50 = 0 then 'loose_trash' end,
              (select p.id from photos p where p.storage_key = 'bench/' || ss.id),
              case when ss.id % 50 = 0 then 'Torn bag by the door' end,
              now() - (ss.id % 180) * interval '1 minute'
       from service_schedules ss
       where ss.service_date = $1 and ss.id % 5 < 3`,
      [today],
    );
    await q(
      `update service_schedules ss
       set outcome = a.outcome, outcome_action_id = a.id, status = 'completed',
           completed_at = a.occurred_at
       from pickup_actions a where a.schedule_id = ss.id`,
    );
    await q('vacuum analyze');
  } finally {
    await client.end();
  }
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

async function measure() {
  const { server, base } = await startBenchServer(PORT, {
    DATABASE_URL: benchDatabaseUrl(DB),
    RATE_LIMIT_MULTIPLIER: '1000',
    NO_SCHEDULE_GENERATOR: '1',
  });
  try {
    const headers = { cookie: await signIn(base, ADMIN.email, ADMIN.password) };
    const once = async () => {
      const start = performance.now();
      const res = await fetch(`${base}/api/admin/today`, { headers });
      const board = (await res.json()) as TodayBoard;
      if (!res.ok) throw new Error(`GET /api/admin/today: ${res.status}`);
      return { ms: performance.now() - start, board };
    };
    const { board } = await once();
    for (let i = 0; i < 4; i++) await once();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push((await once()).ms);
    return { board, times };
  } finally {
    server.kill('SIGTERM');
  }
}

async function main() {
  process.stdout.write(`seeding ${DB}: ${COMMUNITIES} communities, ${STOPS} stops today… `);
  const started = performance.now();
  await seed();
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const { board, times } = await measure();
  const median = percentile(times, 0.5);
  console.log(
    `\nboard of ${board.date} (window ${board.windowEnded ? 'over: missed doors listed' : 'open'}):` +
      ` ${board.communities.length} communities, ${board.total.stops} stops, ${board.total.done}` +
      ` done, ${board.total.problems} problems, ${board.total.open} open`,
  );
  console.log(`GET /api/admin/today over ${RUNS} runs`);
  console.log(`  median ${median.toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`);
  console.log(`  target: under ${TARGET_MS} ms: ${median < TARGET_MS ? 'met' : 'NOT met'}`);
  // The figure is only as quiet as the machine: other work on its cores shows up here.
  console.log(
    `  machine: ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} during the run`,
  );
}

await main();
