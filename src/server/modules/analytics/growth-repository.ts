import { sql } from 'drizzle-orm';
import type { AnalyticsRange } from '../../../domain/analytics-range.ts';
import { SERVICE_TIME_ZONE } from '../../../domain/pickup-calendar.ts';
import type { Database } from '../../db/client.ts';

// The growth numbers' SQL. Sign-ups and cancellations come from their daily snapshots
// (service-snapshots.ts); the waitlist is read as it stands, since "waiting now" is a state, not
// a history, and the list holds only the people waiting (the office's Waitlist page reads it so).

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const TZ = sql.raw(`'${SERVICE_TIME_ZONE}'`);

export type SignupRow = {
  by: 'total' | 'week' | 'community';
  week: string | null;
  community_id: number | null;
  started: number;
  paid: number;
};

export type CancellationRow = { month: string; reason: string | null; cancellations: number };

export type WaitlistRow = {
  zip: string;
  served: boolean;
  joined: number;
  confirmed: number;
  previous_joined: number;
  waiting_now: number;
};

export function createGrowthRepository(db: Database) {
  return {
    async signups(range: AnalyticsRange, breakdown: 'total' | 'all'): Promise<SignupRow[]> {
      const head =
        breakdown === 'total'
          ? sql`'total' as by, null::text as week, null::int as community_id`
          : sql`case when grouping(week) = 0 then 'week'
                     when grouping(community_id) = 0 then 'community' else 'total' end as by,
                week::text as week, community_id`;
      const sets =
        breakdown === 'total'
          ? sql`grouping sets (())`
          : sql`grouping sets ((), (week), (community_id))`;
      return rowsOf<SignupRow>(
        await db.execute(sql`
          select ${head},
                 coalesce(sum(started), 0)::int as started, coalesce(sum(paid), 0)::int as paid
          from analytics_signup_days
          where day between ${range.from}::date and ${range.to}::date
          group by ${sets}`),
      );
    },

    async cancellations(range: AnalyticsRange): Promise<CancellationRow[]> {
      return rowsOf<CancellationRow>(
        await db.execute(sql`
          select to_char(day, 'YYYY-MM') as month, reason, sum(cancellations)::int as cancellations
          from analytics_cancellation_days
          where day between ${range.from}::date and ${range.to}::date
          group by 1, 2`),
      );
    },

    /** Each ZIP code with anyone who joined in either span or is waiting now. */
    async waitlist(range: AnalyticsRange, before: AnalyticsRange): Promise<WaitlistRow[]> {
      const joinedIn = (r: AnalyticsRange) =>
        sql`(w.created_at at time zone ${TZ})::date between ${r.from}::date and ${r.to}::date`;
      return rowsOf<WaitlistRow>(
        await db.execute(sql`
          select w.zip, exists (select 1 from service_zips z where z.zip = w.zip) as served,
                 count(*) filter (where ${joinedIn(range)})::int as joined,
                 count(*) filter (where ${joinedIn(range)} and w.confirmed_at is not null)::int as confirmed,
                 count(*) filter (where ${joinedIn(before)})::int as previous_joined,
                 count(*) filter (where w.confirmed_at is not null and w.notified_at is null)::int as waiting_now
          from waitlist_entries w
          group by w.zip
          having count(*) filter (where ${joinedIn(range)} or ${joinedIn(before)}
                   or (w.confirmed_at is not null and w.notified_at is null)) > 0
          order by waiting_now desc, joined desc, w.zip`),
      );
    },
  };
}
