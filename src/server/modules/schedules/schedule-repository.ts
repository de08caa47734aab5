import { and, asc, desc, eq, gte, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { SERVICE_TIME_ZONE } from '../../../domain/pickup-calendar.ts';
import type { ServiceSchedule } from '../../../domain/schemas/service-schedule.ts';
import type { Database } from '../../db/client.ts';
import { propertyContracts, serviceSchedules, subscriptions } from '../../db/schema.ts';

// Without the copies of the plan and city the office's filters read (schema.ts).
export type ScheduleRow = Omit<typeof serviceSchedules.$inferSelect, 'plan' | 'cityKey'>;

export function toPublicSchedule(row: ScheduleRow): ServiceSchedule {
  return {
    id: row.id,
    subscriptionId: row.subscriptionId,
    serviceDate: row.serviceDate,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    notes: row.notes,
  };
}

/**
 * The pickup days each kind of door should have in the window being synchronised: a plan's
 * (`key` is the plan) or a property contract's (`key` is `contractDaysKey(id)`).
 */
export type WantedDays = { key: string; date: string }[];

export const contractDaysKey = (contractId: number) => `contract:${contractId}`;

/** The wanted-days key of subscription `s`: its contract's when the property pays, else its plan. */
const daysKey = sql`coalesce('contract:' || s.contract_id, s.plan)`;

/** Which subscriptions a sync touches: all of them, one, or a property contract's doors. */
export type SyncScope = { subscriptionId: number } | { contractId: number };

// Every writer of generated rows holds this lock: the daily run takes it exclusively, a single
// subscription's refresh shares it, so a run that read a subscription before it was paused cannot
// re-insert the pickups the pause just removed.
const SCHEDULE_LOCK_KEY = 7_240_002;

/**
 * Whether subscription `s` is served on a day: while active, through the grace period of a failed
 * renewal (docs/product.md#failed-renewals), and once cancelled on the days before its paid period
 * ends, the end's own day (America/Chicago) belonging to the period not paid for
 * (docs/decisions/039-a-fair-cancel.md); never before its first day, for a property's door
 * enrolled ahead of its resident's move-in (docs/decisions/059-properties-as-customers.md).
 */
export const servedOn = (day: SQL) => sql`(
  (s.starts_on is null or ${day} >= s.starts_on)
  and (
    s.status in ('active', 'past_due')
    or (
      s.status = 'cancelled' and s.service_ends_at is not null
      and ${day} < (s.service_ends_at at time zone ${SERVICE_TIME_ZONE})::date
    )
  )
)`;

/** True when the subscription `s` has a hold booked over the day `day`. */
export const onHold = (day: SQL) => sql`exists (
  select 1 from subscription_holds h
  where h.subscription_id = s.id and ${day} >= h.starts_on and ${day} < h.returns_on
)`;

export function createScheduleRepository(db: Database) {
  return {
    async lockForRun(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_KEY})`);
    },

    async lockForSubscription(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock_shared(${SCHEDULE_LOCK_KEY})`);
    },

    /**
     * Makes the future rows from `from` on match the subscriptions' state: days a subscription is
     * not served (`servedOn`) lose every scheduled pickup; served days lose generated pickups on
     * days their plan (or their property's contract) no longer has and gain the missing ones. Days inside a hold booked for later
     * (docs/decisions/038-dated-holds.md) have no pickups; they come back when the hold goes. Rows staff already completed, cancelled or missed are kept, and a
     * date that already has a row is never inserted twice. Returns how many rows were inserted.
     */
    async sync(from: string, wanted: WantedDays, scope?: SyncScope): Promise<number> {
      const only =
        scope === undefined
          ? sql``
          : 'subscriptionId' in scope
            ? sql`and s.id = ${scope.subscriptionId}`
            : sql`and s.contract_id = ${scope.contractId}`;
      const wantedRows = sql.join(
        wanted.map((w) => sql`(${w.key}::text, ${w.date}::date)`),
        sql`, `,
      );
      await db.execute(sql`
        delete from service_schedules ss using subscriptions s
        where ss.subscription_id = s.id and ss.status = 'scheduled' and ss.service_date >= ${from}::date
          and ss.outcome_action_id is null
          ${only}
          and (
            not ${servedOn(sql`ss.service_date`)}
            or ${onHold(sql`ss.service_date`)}
            or (ss.source = 'plan' and not exists (
              select 1 from (values ${wantedRows}) w(days_key, service_date)
              where w.days_key = ${daysKey} and w.service_date = ss.service_date
            ))
          )`);
      if (wanted.length === 0) return 0;
      // Both drivers (pg and PGlite) answer a raw query with { rows }.
      const inserted = (await db.execute(sql`
        insert into service_schedules (subscription_id, service_date, source)
        select s.id, w.service_date, 'plan'
        from subscriptions s join (values ${wantedRows}) w(days_key, service_date) on w.days_key = ${daysKey}
        where ${servedOn(sql`w.service_date`)} and not ${onHold(sql`w.service_date`)} ${only}
        on conflict (subscription_id, service_date) do nothing
        returning id`)) as { rows: unknown[] };
      return inserted.rows.length;
    },

    /** Each property contract's service weekdays: its doors' pickup days. */
    async contractServiceDays(): Promise<{ id: number; serviceDays: number[] }[]> {
      return db
        .select({ id: propertyContracts.id, serviceDays: propertyContracts.serviceDays })
        .from(propertyContracts);
    },

    /** Removes one subscription's generated pickups still to come from `from` on. */
    async deleteScheduledPlanRows(from: string, subscriptionId: number): Promise<void> {
      await db.delete(serviceSchedules).where(
        and(
          eq(serviceSchedules.subscriptionId, subscriptionId),
          eq(serviceSchedules.status, 'scheduled'),
          eq(serviceSchedules.source, 'plan'),
          gte(serviceSchedules.serviceDate, from),
          // What the crew recorded at the door stays, with its pickup.
          isNull(serviceSchedules.outcomeActionId),
        ),
      );
    },

    /** A customer's scheduled pickups from `from` on, soonest first. */
    async upcomingForUser(userId: number, from: string, limit: number): Promise<ScheduleRow[]> {
      return db
        .select(scheduleColumns)
        .from(serviceSchedules)
        .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(serviceSchedules.status, 'scheduled'),
            gte(serviceSchedules.serviceDate, from),
          ),
        )
        .orderBy(asc(serviceSchedules.serviceDate), asc(serviceSchedules.id))
        .limit(limit);
    },

    /** Pickups that already happened or were settled by staff, latest first. */
    async recentForUser(userId: number, before: string, limit: number): Promise<ScheduleRow[]> {
      const settled = or(
        lt(serviceSchedules.serviceDate, before),
        ne(serviceSchedules.status, 'scheduled'),
      );
      return db
        .select(scheduleColumns)
        .from(serviceSchedules)
        .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
        .where(and(eq(subscriptions.userId, userId), settled))
        .orderBy(desc(serviceSchedules.serviceDate), desc(serviceSchedules.id))
        .limit(limit);
    },
  };
}

const scheduleColumns = {
  id: serviceSchedules.id,
  subscriptionId: serviceSchedules.subscriptionId,
  serviceDate: serviceSchedules.serviceDate,
  status: serviceSchedules.status,
  source: serviceSchedules.source,
  notes: serviceSchedules.notes,
  createdAt: serviceSchedules.createdAt,
  completedAt: serviceSchedules.completedAt,
  outcome: serviceSchedules.outcome,
  outcomeActionId: serviceSchedules.outcomeActionId,
};
