import { sql, type SQL } from 'drizzle-orm';
import { LATE_SET_OUT_REASON, UPHOLDING_RESOLUTIONS } from '../../../domain/analytics-service.ts';
import { addDays, SERVICE_TIME_ZONE, serviceClock } from '../../../domain/pickup-calendar.ts';
import { CREW_LATE_SYNC_DAYS } from '../../../domain/schemas/crew.ts';
import { REPORT_WINDOW_HOURS } from '../../../domain/schemas/tickets.ts';
import type { Database } from '../../db/client.ts';

// The daily snapshots the service and growth numbers read
// (docs/decisions/062-the-owners-numbers.md#service-and-growth). A run rewrites whole days: the
// recent ones, where the crew's late records and residents' reports still land, and the older
// ones a ticket or a subscription changed since the last run. The first run fills every day.
// Each day is deleted and written again from the live tables in one transaction, so running it
// twice, here or on another app server, gives the same rows.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Keeps two app servers from writing the same days at once; the second skips its run. */
const SNAPSHOT_LOCK_KEY = 7_240_033;

/**
 * Days behind yesterday rewritten on every run: a phone may deliver a week-old record, and a
 * resident reports up to two days after the window.
 */
export const RECENT_DAYS = CREW_LATE_SYNC_DAYS + REPORT_WINDOW_HOURS / 24 + 1;

/**
 * How far before the last run's start the next looks for changed tickets and subscriptions: a
 * transaction that began before that start may commit after it, with its earlier time.
 */
const OVERLAP_MS = 15 * 60_000;

const TZ = sql.raw(`'${SERVICE_TIME_ZONE}'`);
const UPHOLDING = sql.raw(UPHOLDING_RESOLUTIONS.map((r) => `'${r}'`).join(', '));
const LATE = sql.raw(`'${LATE_SET_OUT_REASON}'`);

/** The Monday of a day's week. */
const mondayOf = (day: SQL) => sql`date_trunc('week', (${day})::timestamp)::date`;

/** A list of days as one parameter, read the same by both database drivers. */
const dayList = (days: readonly string[]) => sql`string_to_array(${days.join(',')}, ',')::date[]`;

/**
 * Each stop of `days` with the community of its door, its porter (who recorded it, else who was
 * assigned that weekday), the crew's record and whether the door was on hold: a hold booked over
 * the day, or the pause in progress.
 */
const stopsOf = (days: readonly string[]) => sql`
  select ss.id, ss.service_date, u.community_id, coalesce(a.porter_id, ca.porter_id) as porter_id,
         ss.status, a.outcome, a.reason, a.occurred_at,
         (exists (
            select 1 from subscription_holds h
            where h.subscription_id = s.id and ss.service_date >= h.starts_on
              and ss.service_date < h.returns_on)
          or (s.status = 'paused' and s.paused_at is not null
              and ss.service_date >= (s.paused_at at time zone ${TZ})::date
              and (s.pause_ends_at is null
                   or ss.service_date < (s.pause_ends_at at time zone ${TZ})::date))) as held
  from service_schedules ss
  join subscriptions s on s.id = ss.subscription_id
  join users u on u.id = s.user_id
  left join pickup_actions a on a.id = ss.outcome_action_id
  left join crew_assignments ca
    on ca.community_id = u.community_id and ca.weekday = extract(isodow from ss.service_date)
  where ss.service_date = any(${dayList(days)}) and ss.status <> 'cancelled'`;

async function writeServiceDays(db: Database, days: readonly string[]): Promise<void> {
  await db.execute(
    sql`delete from analytics_service_days where service_date = any(${dayList(days)})`,
  );
  await db.execute(
    sql`delete from analytics_problem_days where service_date = any(${dayList(days)})`,
  );
  await db.execute(
    sql`delete from analytics_route_days where service_date = any(${dayList(days)})`,
  );
  // One statement, so the day's stops are read once for the three tables.
  await db.execute(sql`
    with st as materialized (${stopsOf(days)}),
    service_days as (
      insert into analytics_service_days (service_date, week, community_id, porter_id, stops,
        completed, held, problems, checked_in, span_seconds, tickets, missed_reported,
        missed_upheld)
      select st.service_date, ${mondayOf(sql`st.service_date`)}, st.community_id,
             st.porter_id,
             count(*) filter (where not st.held),
             count(*) filter (where not st.held and st.status = 'completed'),
             count(*) filter (where st.held),
             count(*) filter (where not st.held and st.outcome = 'problem'),
             count(st.occurred_at) filter (where not st.held),
             coalesce(extract(epoch from max(st.occurred_at) filter (where not st.held)
                                       - min(st.occurred_at) filter (where not st.held)), 0)::int,
             count(t.id) filter (where not st.held),
             count(t.id) filter (where not st.held and t.kind = 'missed'),
             count(t.id) filter (
               where not st.held and t.kind = 'missed' and t.resolution in (${UPHOLDING})
                 and not (st.outcome = 'problem' and st.reason is not distinct from ${LATE}))
      from st left join tickets t on t.schedule_id = st.id
      group by st.service_date, st.community_id, st.porter_id
    ),
    route_days as (
      insert into analytics_route_days (service_date, week, porter_id, checked_in, span_seconds)
      select st.service_date, ${mondayOf(sql`st.service_date`)}, st.porter_id, count(*),
             extract(epoch from max(st.occurred_at) - min(st.occurred_at))::int
      from st
      where not st.held and st.occurred_at is not null
      group by st.service_date, st.porter_id
    )
    insert into analytics_problem_days (service_date, week, community_id, porter_id, reason,
      problems)
    select st.service_date, ${mondayOf(sql`st.service_date`)}, st.community_id,
           st.porter_id, st.reason, count(*)
    from st
    where not st.held and st.outcome = 'problem'
    group by st.service_date, st.community_id, st.porter_id, st.reason`);
}

/** The resolved tickets' times to resolve, of every ticket resolved since `since` (all when null). */
async function writeResolutions(db: Database, since: Date | null): Promise<void> {
  const changed = since ? sql`and t.resolved_at >= ${since.toISOString()}::timestamptz` : sql``;
  await db.execute(sql`
    insert into analytics_ticket_resolutions (ticket_id, resolved_on, week, community_id,
      porter_id, minutes)
    select t.id, (t.resolved_at at time zone ${TZ})::date,
           ${mondayOf(sql`(t.resolved_at at time zone ${TZ})::date`)}, u.community_id,
           coalesce(a.porter_id, ca.porter_id),
           floor(extract(epoch from t.resolved_at - t.created_at) / 60)::int
    from tickets t
    join service_schedules ss on ss.id = t.schedule_id
    join subscriptions s on s.id = ss.subscription_id
    join users u on u.id = s.user_id
    left join pickup_actions a on a.id = ss.outcome_action_id
    left join crew_assignments ca
      on ca.community_id = u.community_id and ca.weekday = extract(isodow from ss.service_date)
    where t.status = 'resolved' ${changed}
    on conflict (ticket_id) do update set resolved_on = excluded.resolved_on, week = excluded.week,
      community_id = excluded.community_id, porter_id = excluded.porter_id,
      minutes = excluded.minutes`);
}

/** The instants a list of service days spans, for the index on a timestamp. */
const spanOf = (column: SQL, days: readonly string[]) => {
  const first = days.reduce((a, b) => (a < b ? a : b));
  const last = days.reduce((a, b) => (a > b ? a : b));
  return sql`${column} >= (${first}::date::timestamp at time zone ${TZ})
    and ${column} < ((${last}::date + 1)::timestamp at time zone ${TZ})
    and (${column} at time zone ${TZ})::date = any(${dayList(days)})`;
};

/** Resident sign-ups started each day, with how many have paid, and the day's cancellations. */
async function writeGrowthDays(db: Database, days: readonly string[]): Promise<void> {
  await db.execute(sql`delete from analytics_signup_days where day = any(${dayList(days)})`);
  await db.execute(sql`delete from analytics_cancellation_days where day = any(${dayList(days)})`);
  await db.execute(sql`
    insert into analytics_signup_days (day, week, community_id, started, paid)
    select d.day, ${mondayOf(sql`d.day`)}, d.community_id, count(*),
           count(*) filter (where d.status <> 'pending')
    from (select (s.created_at at time zone ${TZ})::date as day, u.community_id, s.status
          from subscriptions s join users u on u.id = s.user_id
          where s.payer = 'resident' and ${spanOf(sql`s.created_at`, days)}) d
    group by d.day, d.community_id`);
  await db.execute(sql`
    insert into analytics_cancellation_days (day, reason, cancellations)
    select (s.cancelled_at at time zone ${TZ})::date, s.cancel_reason, count(*)
    from subscriptions s
    where s.status = 'cancelled' and s.payer = 'resident'
      and ${spanOf(sql`s.cancelled_at`, days)}
    group by 1, 2`);
}

/** Every day from `from` to `to`, both counted. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The service days and sign-up days whose tickets or subscriptions changed since `since`. */
async function changedDays(db: Database, since: Date, through: string) {
  const at = sql`${since.toISOString()}::timestamptz`;
  const service = rowsOf<{ day: string }>(
    await db.execute(sql`
      select distinct ss.service_date::text as day
      from tickets t join service_schedules ss on ss.id = t.schedule_id
      where (t.created_at >= ${at} or t.resolved_at >= ${at}) and ss.service_date <= ${through}::date`),
  ).map((r) => r.day);
  const growth = rowsOf<{ day: string }>(
    await db.execute(sql`
      select distinct d::text as day from subscriptions s,
        lateral (values ((s.created_at at time zone ${TZ})::date),
                        ((s.cancelled_at at time zone ${TZ})::date)) v(d)
      where s.updated_at >= ${at} and d is not null and d <= ${through}::date`),
  ).map((r) => r.day);
  return { service, growth };
}

/** The first day anything happened, or null on an empty database. */
async function firstDay(db: Database): Promise<string | null> {
  const [row] = rowsOf<{ day: string | null }>(
    await db.execute(sql`
      select least((select min(service_date) from service_schedules),
                   (select (min(created_at) at time zone ${TZ})::date from subscriptions))::text as day`),
  );
  return row?.day ?? null;
}

export type SnapshotRun =
  { skipped: true } | { skipped: false; serviceDays: number; growthDays: number; through: string };

/**
 * One run as of `now`: every day up to yesterday (America/Chicago) that may have changed since the
 * last run, or every day on the first. Skipped while another server's run holds the lock.
 */
export async function refreshServiceSnapshots(db: Database, now: Date): Promise<SnapshotRun> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${SNAPSHOT_LOCK_KEY}) as locked`),
    );
    if (!lock?.locked) return { skipped: true };
    const through = addDays(serviceClock(now).date, -1);
    const [state] = rowsOf<{ refreshedAt: string | Date }>(
      await tx.execute(
        sql`select refreshed_at as "refreshedAt" from analytics_snapshot_state where id = 1`,
      ),
    );
    const since = state ? new Date(new Date(state.refreshedAt).getTime() - OVERLAP_MS) : null;
    let serviceDays: string[];
    let growthDays: string[];
    if (!since) {
      const first = await firstDay(tx);
      serviceDays = first && first <= through ? daysBetween(first, through) : [];
      growthDays = serviceDays;
    } else {
      const recent = daysBetween(addDays(through, 1 - RECENT_DAYS), through);
      const changed = await changedDays(tx, since, through);
      serviceDays = [...new Set([...recent, ...changed.service])];
      growthDays = [...new Set([...recent, ...changed.growth])];
    }
    if (serviceDays.length > 0) await writeServiceDays(tx, serviceDays);
    if (growthDays.length > 0) await writeGrowthDays(tx, growthDays);
    await writeResolutions(tx, since);
    await tx.execute(sql`
      insert into analytics_snapshot_state (id, refreshed_at) values (1, now())
      on conflict (id) do update set refreshed_at = excluded.refreshed_at`);
    return {
      skipped: false,
      serviceDays: serviceDays.length,
      growthDays: growthDays.length,
      through,
    };
  });
}
