import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hashPassword } from '../lib/passwords.ts';

// Load-test data for the admin benchmark: users, one subscription each and ten
// service schedules per subscription, written by PostgreSQL itself with generate_series so a
// million rows take seconds, not an hour of round trips. Every row is marked as load data
// (usernames load-N, emails load-N@example.com), so it is never mistaken for a customer.

export const LOAD_PASSWORD = 'load-test-password';

const FIRST = ['Ava', 'Liam', 'Mia', 'Noah', 'Zoe', 'Eli', 'Ivy', 'Leo', 'Ana', 'Sam'];
const LAST = ['Garcia', 'Nguyen', 'Smith', 'Patel', 'Lopez', 'Kim', 'Brown', 'Davis', 'Reyes'];
const STREETS = ['Katy Fwy', 'Mason Rd', 'Fry Rd', 'Grand Pkwy', 'Westheimer Pkwy', 'FM 1093'];
const CITIES = ['Katy', 'Fulshear', 'Brookshire', 'Sealy'];
const ZIPS = ['77494', '77441', '77423', '77474'];

const pgArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

export async function seedLargeData(
  db: Database,
  opts: { users: number; schedulesPerSubscription: number; log?: (line: string) => void },
): Promise<void> {
  const log = opts.log ?? (() => {});
  const start = Date.now();
  const hash = await hashPassword(LOAD_PASSWORD);
  const [row] = (
    (await db.execute(
      sql`select coalesce(max(substring(username from 6)::int), 0) as n from users where username ~ '^load-[0-9]+$'`,
    )) as { rows: { n: number }[] }
  ).rows;
  const from = Number(row?.n ?? 0) + 1;
  const to = from + opts.users - 1;

  await db.execute(sql`
    insert into users (username, email, password_hash, first_name, last_name, phone, address, unit, city, zip, created_at)
    select 'load-' || g, 'load-' || g || '@example.com', ${hash},
      (${pgArray(FIRST)})[1 + g % ${FIRST.length}],
      (${pgArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}],
      '281' || lpad((g % 10000000)::text, 7, '0'),
      (100 + g % 9900) || ' ' || (${pgArray(STREETS)})[1 + g % ${STREETS.length}],
      (1 + g % 400)::text,
      (${pgArray(CITIES)})[1 + g % ${CITIES.length}],
      (${pgArray(ZIPS)})[1 + g % ${ZIPS.length}],
      now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second'
    from generate_series(${from}::int, ${to}::int) g`);
  log(`users ${from}..${to} in ${Date.now() - start} ms`);

  // Three in four load users live in a community of their ZIP code (in turn), in one of twelve
  // buildings, so the route sheet has communities and buildings to order at scale.
  await db.execute(sql`
    with listed as (
      select id, zip, row_number() over (partition by zip order by id) - 1 as k,
        count(*) over (partition by zip) as n
      from communities where active
    )
    update users u set community_id = l.id, building = (1 + u.id % 12)::text
    from listed l
    where u.username ~ '^load-[0-9]+$' and substring(u.username from 6)::int between ${from} and ${to}
      and u.id % 4 <> 0 and l.zip = u.zip and l.k = u.id % l.n`);
  log(`communities in ${Date.now() - start} ms`);

  // 80 % active, 10 % paused, 10 % cancelled; plans in turn.
  await db.execute(sql`
    insert into subscriptions (user_id, plan, price_cents, status, provider, gate_code, created_at)
    select u.id,
      (array['basic','standard','premium'])[1 + u.id % 3],
      (array[2500, 3500, 5000])[1 + u.id % 3],
      case when u.id % 10 = 0 then 'cancelled' when u.id % 10 = 1 then 'paused' else 'active' end,
      'sandbox',
      case when u.id % 4 = 0 then '#' || (1000 + u.id % 9000) end,
      u.created_at + interval '1 hour'
    from users u
    where u.username ~ '^load-[0-9]+$' and substring(u.username from 6)::int between ${from} and ${to}`);
  log(`subscriptions in ${Date.now() - start} ms`);

  // Ten pickups per subscription on distinct days: the past ones settled, the future scheduled.
  await db.execute(sql`
    insert into service_schedules (subscription_id, service_date, status, source, completed_at)
    select s.id, d.day,
      case when d.day >= current_date then 'scheduled'
           when (s.id + d.k) % 25 = 0 then 'missed' else 'completed' end,
      'plan',
      case when d.day < current_date and (s.id + d.k) % 25 <> 0 then d.day + interval '10 hours' end
    from subscriptions s
    join users u on u.id = s.user_id
    cross join lateral (
      select k, (current_date + 10 - k * 7 - s.id % 5)::date as day
      from generate_series(0, ${opts.schedulesPerSubscription - 1}) k
    ) d
    where u.username ~ '^load-[0-9]+$' and substring(u.username from 6)::int between ${from} and ${to}
    on conflict do nothing`);
  log(`service schedules in ${Date.now() - start} ms`);
  await db.execute(sql`analyze`);
}

/**
 * Years of history for the load data, for the owner's numbers' benchmark
 * (docs/decisions/062-the-owners-numbers.md): the load subscriptions start over the last `days`
 * days, the cancelled ones end after some months (their last period served), the paused ones
 * were paused within the last weeks, one in 97 of the others has its last renewal failed, and
 * every month served has its paid renewal.
 */
export async function seedLargeHistory(
  db: Database,
  opts: { days: number; log?: (line: string) => void },
): Promise<void> {
  const log = opts.log ?? (() => {});
  const start = Date.now();
  await db.execute(sql`
    update subscriptions s set created_at = now() - ((s.id * 7919) % ${opts.days}) * interval '1 day'
    from users u
    where u.id = s.user_id and u.username ~ '^load-[0-9]+$'`);
  await db.execute(sql`
    update subscriptions s set
      service_ends_at = s.created_at + (1 + s.id % greatest(1, (s.id * 7919) % ${opts.days})) * interval '1 day',
      cancelled_at = s.created_at + (s.id % greatest(1, (s.id * 7919) % ${opts.days})) * interval '1 day'
    from users u
    where u.id = s.user_id and u.username ~ '^load-[0-9]+$' and s.status = 'cancelled'`);
  await db.execute(sql`
    update subscriptions s set paused_at = greatest(s.created_at, now() - (s.id % 20) * interval '1 day')
    from users u
    where u.id = s.user_id and u.username ~ '^load-[0-9]+$' and s.status = 'paused'`);
  await db.execute(sql`
    update subscriptions s set status = 'past_due', past_due_since = now() - interval '2 days'
    from users u
    where u.id = s.user_id and u.username ~ '^load-[0-9]+$' and s.status = 'active' and s.id % 97 = 0`);
  log(`subscriptions spread over ${opts.days} days in ${Date.now() - start} ms`);
  await db.execute(sql`
    insert into payments (subscription_id, amount_cents, status, provider_ref, paid_at)
    select s.id, s.price_cents,
      case when s.status = 'past_due' and m = n then 'failed' else 'paid' end,
      'load-' || s.id || '-' || m, s.created_at + m * interval '1 month'
    from subscriptions s
    join users u on u.id = s.user_id
    cross join lateral (
      select floor(extract(epoch from (coalesce(s.service_ends_at, now()) - s.created_at))
                   / (30.44 * 86400))::int as n
    ) months
    cross join lateral generate_series(0, months.n) m
    where u.username ~ '^load-[0-9]+$' and s.created_at + m * interval '1 month' < now()
    on conflict (provider_ref) do nothing`);
  log(`monthly renewals in ${Date.now() - start} ms`);
  await db.execute(sql`analyze`);
}
