import { sql } from 'drizzle-orm';
import type { CancelReason } from '../../../domain/cancellation.ts';
import { SERVICE_TIME_ZONE } from '../../../domain/pickup-calendar.ts';
import { fullName } from '../../../domain/person-name.ts';
import type { Database } from '../../db/client.ts';

// The office's cancellation report: why customers left, month by month, in their own words too.

/** The first instant of the month eleven months before `now`'s, in America/Chicago. */
const cancelWindowStart = (now: Date) => sql`(
  date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${SERVICE_TIME_ZONE})
    - interval '11 months'
) at time zone ${SERVICE_TIME_ZONE}`;

/**
 * Cancellations since the start of the month eleven months before `now`'s (America/Chicago),
 * counted by month and reason.
 */
export async function cancellationCounts(db: Database, now: Date) {
  const result = (await db.execute(sql`
    select to_char(s.cancelled_at at time zone ${SERVICE_TIME_ZONE}, 'YYYY-MM') as month,
      s.cancel_reason as reason, count(*)::int as count
    from subscriptions s
    where s.status = 'cancelled' and s.cancelled_at >= ${cancelWindowStart(now)}
    group by 1, 2
    order by 1 desc, 3 desc, 2`)) as {
    rows: { month: string; reason: CancelReason | null; count: number }[];
  };
  return result.rows;
}

/** The same months' answers in the customers' own words, the newest of each month first. */
export async function cancellationNotes(db: Database, now: Date, perMonth: number) {
  const result = (await db.execute(sql`
    select month, note, cancelled_at as "cancelledAt", first_name as "firstName",
      last_name as "lastName", username
    from (
      select to_char(s.cancelled_at at time zone ${SERVICE_TIME_ZONE}, 'YYYY-MM') as month,
        s.cancel_note as note, s.cancelled_at, u.first_name, u.last_name, u.username,
        row_number() over (
          partition by to_char(s.cancelled_at at time zone ${SERVICE_TIME_ZONE}, 'YYYY-MM')
          order by s.cancelled_at desc, s.id desc
        ) as n
      from subscriptions s join users u on u.id = s.user_id
      where s.status = 'cancelled' and s.cancel_note is not null
        and s.cancelled_at >= ${cancelWindowStart(now)}
    ) numbered
    where n <= ${perMonth}
    order by "cancelledAt" desc`)) as {
    rows: {
      month: string;
      note: string;
      cancelledAt: Date | string;
      firstName: string;
      lastName: string;
      username: string;
    }[];
  };
  return result.rows.map((r) => ({
    month: r.month,
    note: r.note,
    cancelledAt: new Date(r.cancelledAt).toISOString(),
    customerName: fullName(r),
  }));
}
