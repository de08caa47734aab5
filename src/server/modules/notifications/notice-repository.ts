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

export function createNoticeRepository(db: Database) {
  return {
    /**
     * The next batch (after schedule id `after`) of `day`'s pickups still to do, of subscriptions
     * served that day and not held over it, whose resident's reminder time is among `times` (the
     * default for a resident who never chose) and that have no reminder yet. Read by the date
     * index, in id order.
     */
    async dueReminders(
      day: string,
      times: readonly ReminderTime[],
      defaultTime: ReminderTime,
      after: number,
      limit: number,
    ): Promise<DueReminder[]> {
      // Both drivers (pg and PGlite) answer a raw query with { rows }.
      const result = (await db.execute(sql`
        select ss.id as "scheduleId", ss.service_date::text as "serviceDate",
               s.user_id as "userId", u.first_name as "firstName", u.username
        from service_schedules ss
        join subscriptions s on s.id = ss.subscription_id
        join users u on u.id = s.user_id
        left join notification_settings ns on ns.user_id = s.user_id
        where ss.service_date = ${day} and ss.status = 'scheduled' and ss.id > ${after}
          and u.deactivated_at is null
          and coalesce(ns.reminder_time, ${defaultTime}) in (${list(times)})
          and ${subscriptionServedOn(sql`${day}::date`)}
          and not ${subscriptionOnHold(sql`${day}::date`)}
          and not exists (select 1 from notifications n
            where n.dedupe_key = 'pickup_reminder:schedule:' || ss.id)
        order by ss.id
        limit ${limit}`)) as { rows: DueReminder[] };
      return result.rows;
    },

    /**
     * The next batch (after user id `after`) of residents with a plan among `plans` who would be
     * served on the holiday `day` but for the holiday (a pause that ends by then counts as
     * served, a hold over it does not) and have no notice of it yet (`keyPrefix` + their id);
     * one row per resident, with the earliest next pickup of their subscriptions.
     */
    async holidayRecipients(
      day: string,
      dayStart: Date,
      plans: readonly PlanId[],
      keyPrefix: string,
      after: number,
      limit: number,
    ): Promise<HolidayRecipient[]> {
      const result = (await db.execute(sql`
        select distinct on (s.user_id) s.user_id as "userId", s.plan,
               u.first_name as "firstName", u.username,
               (select min(n.service_date) from service_schedules n
                 where n.subscription_id = s.id and n.service_date > ${day}::date
                   and n.status = 'scheduled')::text as "nextPickup"
        from subscriptions s
        join users u on u.id = s.user_id
        where s.user_id > ${after} and s.plan in (${list(plans)})
          and u.deactivated_at is null
          and (${subscriptionServedOn(sql`${day}::date`)}
            or (s.status = 'paused' and s.pause_ends_at <= ${dayStart}))
          and not ${subscriptionOnHold(sql`${day}::date`)}
          and not exists (select 1 from notifications n
            where n.dedupe_key = ${keyPrefix} || s.user_id)
        order by s.user_id, 5 nulls last
        limit ${limit}`)) as { rows: HolidayRecipient[] };
      return result.rows;
    },
  };
}
