// `npm run bench:analytics-service`: the owner's service and growth numbers
// (GET /api/admin/analytics/service and /growth, and a CSV) on the production server (build/api)
// over HTTP against PostgreSQL, with 100,000 subscribers, 1,000,000 pickups and three years of
// history. Prints the snapshot job's time (every day from nothing, then an hourly run) and, per
// view, the median and the 95th percentile with the p95's ratio to the target (under 300 ms).
//
// The history: 100 communities walked by 25 porters on weekdays, 100,000 residents signed up over
// three years (one in twenty never paid, one in seven cancelled with a reason), eleven pickups
// for each who paid (1,045,000) spread over the three years up to yesterday, 97 % of them
// recorded by the crew (2 % a problem), a ticket on one in a hundred (most resolved), holds, and
// 5,000 people on the waitlist.
// PostgreSQL: BENCH_DATABASE_URL (an admin connection; default the local server), in a database
// bench_analytics_service, seeded again only when it is missing or BENCH_RESEED=1.
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { addDays, serviceClock } from '../../src/domain/pickup-calendar.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { hashPassword } from '../../src/server/lib/passwords.ts';
import { refreshServiceSnapshots } from '../../src/server/modules/analytics/analytics-module.ts';
import { signIn, startBenchServer } from './bench-server.ts';
import { BENCH_ADMIN_URL, benchDatabaseUrl, freshBenchDatabase } from './bench-database.ts';

const DB = 'bench_analytics_service';
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const PORT = Number(process.env.BENCH_PORT ?? 4633);
const COMMUNITIES = 100;
const PORTERS = 25;
const SUBSCRIBERS = 100_000;
const PICKUPS_EACH = 11;
const DAYS = 3 * 365 + 1;
const TARGET_MS = 300;
const ADMIN = { email: 'analytics-bench-admin@example.com', password: 'analytics-bench-password' };

async function databaseExists(): Promise<boolean> {
  const client = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await client.connect();
  try {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [DB]);
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

/** The history above, written with a few set-based statements (row by row would take hours). */
async function seed(yesterday: string): Promise<void> {
  await freshBenchDatabase(DB);
  const client = new pg.Client({ connectionString: benchDatabaseUrl(DB) });
  await client.connect();
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  const first = addDays(yesterday, 1 - DAYS);
  try {
    await q(
      `insert into users (username, email, password_hash, first_name, last_name, role)
       values ($1, $1, $2, 'Bench', 'Office', 'admin')`,
      [ADMIN.email, await hashPassword(ADMIN.password)],
    );
    await q(
      `insert into users (username, email, password_hash, first_name, last_name, role)
       select 'porter' || n || '@bench.test', 'porter' || n || '@bench.test', 'none',
              'Porter', 'No. ' || n, 'porter'
       from generate_series(1, $1) n`,
      [PORTERS],
    );
    await q(
      `insert into communities (name, street, zip)
       select 'Bench Commons ' || n, (23500 + n) || ' Cinco Ranch Blvd', '77494'
       from generate_series(1, $1) n`,
      [COMMUNITIES],
    );
    await q(
      `insert into crew_assignments (community_id, weekday, porter_id)
       select c.id, w, p.ids[1 + (c.id + w) % $1]
       from communities c, generate_series(1, 5) w,
            (select array_agg(id order by id) as ids from users where role = 'porter') p`,
      [PORTERS],
    );
    await q(
      `insert into users (username, email, password_hash, first_name, last_name, city, zip,
                          community_id, created_at)
       select 'resident' || n || '@bench.test', 'resident' || n || '@bench.test', 'none',
              'Resident', 'No. ' || n, 'Katy', '77494',
              (select min(id) from communities) + n % $2,
              ($3::date + (n % $4)) + interval '15 hours'
       from generate_series(0, $1 - 1) n`,
      [SUBSCRIBERS, COMMUNITIES, first, DAYS],
    );
    // One in twenty never paid; one in seven of the rest cancelled a while after, with a reason.
    await q(
      `insert into subscriptions (user_id, plan, price_cents, status, created_at, updated_at,
                                  cancelled_at, cancel_reason)
       select u.id, 'standard', 3500,
              case when u.id % 20 = 0 then 'pending' when u.id % 7 = 0 then 'cancelled'
                   else 'active' end,
              u.created_at, u.created_at,
              case when u.id % 20 <> 0 and u.id % 7 = 0
                   then least(u.created_at + (u.id % 300) * interval '1 day',
                              $1::date - interval '1 hour') end,
              case when u.id % 20 <> 0 and u.id % 7 = 0
                   then (array['too-expensive','moving','not-using','service-problem','other'])[1 + u.id % 5] end
       from users u where u.role = 'customer'`,
      [yesterday],
    );
    // Eleven pickups per paying subscriber: the k-th on day 99 k + (id mod 99) of the three
    // years, so no door has two on one day.
    await q(
      `insert into service_schedules (subscription_id, service_date, source, status)
       select s.id, $1::date + (k * 99 + s.id % 99), 'plan', 'scheduled'
       from subscriptions s, generate_series(0, $2 - 1) k
       where s.status <> 'pending'`,
      [first, PICKUPS_EACH],
    );
    await q(
      `insert into photos (id, storage_key, content_type, bytes, width, height, sha256, uploaded_by)
       select gen_random_uuid(), 'bench/' || ss.id, 'image/jpeg', 1000, 100, 100, 'x',
              (select min(id) from users where role = 'porter')
       from service_schedules ss where ss.id % 50 = 0`,
    );
    // 97 % recorded by the community's porter of that weekday (weekends: the first porter),
    // between 8:00 and noon in Katy; 1 in 50 a problem.
    await q(
      `insert into pickup_actions (id, schedule_id, porter_id, outcome, reason, photo_id, occurred_at)
       select gen_random_uuid(), ss.id,
              coalesce(ca.porter_id, (select min(id) from users where role = 'porter')),
              case when ss.id % 50 = 0 then 'problem' when ss.id % 31 = 0 then 'nothing_out'
                   else 'collected' end,
              case when ss.id % 50 = 0 then
                (array['not_sealed','too_many_bags','loose_trash','after_window','no_access'])[1 + (ss.id / 50) % 5] end,
              p.id,
              (ss.service_date + time '08:00' + (ss.id % 240) * interval '1 minute')
                at time zone 'America/Chicago'
       from service_schedules ss
       left join photos p on p.storage_key = 'bench/' || ss.id
       join subscriptions s on s.id = ss.subscription_id
       join users u on u.id = s.user_id
       left join crew_assignments ca
         on ca.community_id = u.community_id and ca.weekday = extract(isodow from ss.service_date)
       where ss.id % 100 >= 3`,
    );
    await q(
      `update service_schedules ss
       set outcome = a.outcome, outcome_action_id = a.id, status = 'completed',
           completed_at = a.occurred_at
       from pickup_actions a where a.schedule_id = ss.id`,
    );
    await q(
      `insert into tickets (schedule_id, user_id, kind, status, created_at, resolution,
                            resolved_at, credit_cents, credit_applied, resolution_note)
       select ss.id, s.user_id, (array['missed','bags_left','mess_damage','other'])[1 + ss.id % 4],
              case when ss.id % 10 = 0 then 'open' else 'resolved' end,
              (ss.service_date + time '13:00') at time zone 'America/Chicago',
              case when ss.id % 10 = 0 then null
                   else (array['return_visit','credit','no_action'])[1 + ss.id % 3] end,
              case when ss.id % 10 = 0 then null
                   else (ss.service_date + time '13:00') at time zone 'America/Chicago'
                        + (30 + ss.id % 3000) * interval '1 minute' end,
              case when ss.id % 10 <> 0 and ss.id % 3 = 1 then 500 end,
              case when ss.id % 10 <> 0 and ss.id % 3 = 1 then true end,
              case when ss.id % 10 <> 0 and ss.id % 3 = 2 then 'Bags went out late' end
       from service_schedules ss join subscriptions s on s.id = ss.subscription_id
       where ss.id % 100 = 7`,
    );
    await q(
      `insert into subscription_holds (subscription_id, starts_on, returns_on)
       select s.id, $1::date + (s.id % ($2 - 30)), $1::date + (s.id % ($2 - 30)) + 14
       from subscriptions s where s.id % 40 = 0 and s.status = 'active'`,
      [first, DAYS],
    );
    await q(
      `insert into waitlist_entries (email, zip, kind, token_hash, created_at, confirmed_at, notified_at)
       select 'wait' || n || '@bench.test', (77000 + n % 50)::text, 'apartment', md5(n::text),
              $1::date + (n % $2) + interval '15 hours',
              case when n % 3 <> 0 then $1::date + (n % $2) + interval '16 hours' end,
              case when n % 11 = 0 then $1::date + (n % $2) + interval '17 hours' end
       from generate_series(1, 5000) n`,
      [first, DAYS],
    );
    await q('vacuum analyze');
  } finally {
    await client.end();
  }
}

/** The snapshot job: every day from nothing, then the next hour's run. */
async function snapshots(now: Date) {
  const database = openDatabase({ url: benchDatabaseUrl(DB) });
  try {
    await database.db.execute('delete from analytics_snapshot_state');
    let started = performance.now();
    const full = await refreshServiceSnapshots(database.db, now);
    const fullMs = performance.now() - started;
    started = performance.now();
    const hourly = await refreshServiceSnapshots(database.db, now);
    const hourlyMs = performance.now() - started;
    await database.db.execute('vacuum analyze');
    return { full, fullMs, hourly, hourlyMs };
  } finally {
    await database.close();
  }
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

async function measure(views: { name: string; path: string }[]) {
  const { server, base } = await startBenchServer(PORT, {
    DATABASE_URL: benchDatabaseUrl(DB),
    RATE_LIMIT_MULTIPLIER: '1000',
    NO_SCHEDULE_GENERATOR: '1',
    NO_SERVICE_SNAPSHOTS: '1',
  });
  try {
    const headers = { cookie: await signIn(base, ADMIN.email, ADMIN.password) };
    const results: { name: string; times: number[]; bytes: number }[] = [];
    for (const view of views) {
      const once = async () => {
        const start = performance.now();
        const res = await fetch(`${base}${view.path}`, { headers });
        const body = await res.text();
        if (!res.ok) throw new Error(`GET ${view.path}: ${res.status} ${body}`);
        return { ms: performance.now() - start, bytes: body.length };
      };
      for (let i = 0; i < 3; i++) await once();
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < RUNS; i++) {
        const run = await once();
        times.push(run.ms);
        bytes = run.bytes;
      }
      results.push({ name: view.name, times, bytes });
    }
    return results;
  } finally {
    server.kill('SIGTERM');
  }
}

async function main() {
  const now = new Date();
  const yesterday = addDays(serviceClock(now).date, -1);
  if (process.env.BENCH_RESEED === '1' || !(await databaseExists())) {
    process.stdout.write(
      `seeding ${DB}: ${SUBSCRIBERS} subscribers, ${PICKUPS_EACH} pickups each who paid, over ${DAYS} days… `,
    );
    const started = performance.now();
    await seed(yesterday);
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const job = await snapshots(now);
  console.log(
    `snapshot job: every day from nothing ${(job.fullMs / 1000).toFixed(1)} s (${JSON.stringify(job.full)}),` +
      ` then an hourly run ${job.hourlyMs.toFixed(0)} ms (${JSON.stringify(job.hourly)})`,
  );
  const threeYears = `from=${addDays(yesterday, 2 - DAYS)}&to=${yesterday}`;
  const views = [
    { name: 'service, twelve months (the default)', path: '/api/admin/analytics/service' },
    { name: 'service, three years', path: `/api/admin/analytics/service?${threeYears}` },
    { name: 'growth, twelve months (the default)', path: '/api/admin/analytics/growth' },
    { name: 'growth, three years', path: `/api/admin/analytics/growth?${threeYears}` },
    {
      name: 'service porters.csv, three years',
      path: `/api/admin/analytics/service/porters.csv?${threeYears}`,
    },
  ];
  const results = await measure(views);
  console.log(`\nover ${RUNS} runs each (target: p95 under ${TARGET_MS} ms)`);
  let met = true;
  for (const { name, times, bytes } of results) {
    const p95 = percentile(times, 0.95);
    met &&= p95 < TARGET_MS;
    console.log(
      `  ${name.padEnd(40)} median ${percentile(times, 0.5).toFixed(1).padStart(6)} ms,` +
        ` p95 ${p95.toFixed(1).padStart(6)} ms, ratio to target ${(p95 / TARGET_MS).toFixed(2)}` +
        ` (${(bytes / 1024).toFixed(0)} kB)`,
    );
  }
  console.log(`  target: ${met ? 'met' : 'NOT met'}`);
  // The figure is only as quiet as the machine: other work on its cores shows up here.
  console.log(
    `  machine: ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} during the run`,
  );
}

await main();
