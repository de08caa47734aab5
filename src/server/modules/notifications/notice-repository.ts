import { sql } from 'drizzle-orm';
import type { ReminderTime } from '../../../domain/notifications.ts';
import type { PlanId } from '../../../domain/plans.ts';
import type { Database } from '../../db/client.ts';
import { subscriptionOnHold, subscriptionServedOn } from '../schedules/schedules-module.ts';

/** Rows read per batch: one query to read, one for the residents' choices, one write per channel. */
export const NOTICE_BATCH = 2000;

/** One pickup whose reminder is due. */
export type DueReminder = {
  scheduleId: number;
  serviceDate: string;
  userId: number;
  firstName: string;
  username: string;
};

/** One resident whose plan loses a pickup to a holiday, with their next pickup after it if known. */
export type HolidayRecipient = {
  userId: number;
  plan: PlanId;
  firstName: string;
  username: string;
  nextPickup: string | null;
};

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** One page of candidates read by the key order: the last key read, and those due among them. */
export type NoticePage<T> = { last: number | null; due: T[] };

const pageOf = <T extends { key: number; due: boolean }>(rows: T[]): NoticePage<T> => ({
  last: rows.at(-1)?.key ?? null,
  due: rows.filter((r) => r.due),
});

export function createNoticeRepository(db: Database) {
  return {
    /**
     * The next page (after schedule id `after`, `limit` rows by the date index) of `day`'s pickups
     * still to do, and among them those due a reminder: of subscriptions served that day and not
     * held over it, whose resident's reminder time is among `times` (the default for a resident
     * who never chose), and with no reminder yet. A page is read first and judged after, so each
     * page costs the same however many of the day's pickups were reminded already.
     */
    async dueReminders(
      day: string,
      times: readonly ReminderTime[],
      defaultTime: ReminderTime,
      after: number,
      limit: number,
    ): Promise<NoticePage<DueReminder>> {
      // Both drivers (pg and PGlite) answer a raw query with { rows }.
      const result = (await db.execute(sql`
        with page as materialized (
          select id, subscription_id from service_schedules
          where service_date = ${day} and status = 'scheduled' and id > ${after}
          order by id
          limit ${limit}
        )
        select page.id as key, page.id as "scheduleId", ${day}::text as "serviceDate",
               s.user_id as "userId", u.first_name as "firstName", u.username,
               (u.deactivated_at is null
                and coalesce(ns.reminder_time, ${defaultTime}) in (${list(times)})
                and ${subscriptionServedOn(sql`${day}::date`)}
                and not ${subscriptionOnHold(sql`${day}::date`)}
                and not exists (select 1 from notifications n
                  where n.dedupe_key = 'pickup_reminder:schedule:' || page.id)) as due
        from page
        join subscriptions s on s.id = page.subscription_id
        join users u on u.id = s.user_id
        left join notification_settings ns on ns.user_id = s.user_id
        order by page.id`)) as { rows: (DueReminder & { key: number; due: boolean })[] };
      return pageOf(result.rows);
    },

    /**
     * The next page (after user id `after`, `limit` residents with a plan among `plans`) and
     * among them those due the notice of the holiday `day`: served that day but for the holiday
     * (a pause that ends by then counts as served, a hold over it does not), with no notice of
     * it yet (`keyPrefix` + their id); with the earliest next pickup of their subscriptions.
     */
    async holidayRecipients(
      day: string,
      dayStart: Date,
      plans: readonly PlanId[],
      keyPrefix: string,
      after: number,
      limit: number,
    ): Promise<NoticePage<HolidayRecipient>> {
      const result = (await db.execute(sql`
        with page as materialized (
          select distinct user_id from subscriptions
          where user_id > ${after} and plan in (${list(plans)})
          order by user_id
          limit ${limit}
        ),
        served as (
          select distinct on (s.user_id) s.user_id, s.plan,
                 (select min(n.service_date) from service_schedules n
                   where n.subscription_id = s.id and n.service_date > ${day}::date
                     and n.status = 'scheduled')::text as next_pickup
          from page join subscriptions s on s.user_id = page.user_id
          where s.plan in (${list(plans)})
            and (${subscriptionServedOn(sql`${day}::date`)}
              or (s.status = 'paused' and s.pause_ends_at <= ${dayStart}))
            and not ${subscriptionOnHold(sql`${day}::date`)}
          order by s.user_id, 3 nulls last
        )
        select page.user_id as key, page.user_id as "userId", served.plan,
               u.first_name as "firstName", u.username, served.next_pickup as "nextPickup",
               (served.user_id is not null and u.deactivated_at is null
                and not exists (select 1 from notifications n
                  where n.dedupe_key = ${keyPrefix} || page.user_id)) as due
        from page
        join users u on u.id = page.user_id
        left join served on served.user_id = page.user_id
        order by page.user_id`)) as {
        rows: (HolidayRecipient & { key: number; due: boolean })[];
      };
      return pageOf(result.rows);
    },
  };
}
