import { sql } from 'drizzle-orm';
import {
  COUNTED_STATUSES,
  DEFAULT_NOTICE_LADDER,
  DISPUTE_WINDOW_DAYS,
} from '../../../domain/door-notices.ts';
import type { Database } from '../../db/client.ts';

// A door's notices as those who go to it read them (docs/product.md#crew-app, the route sheet):
// how many count on its ladder, and whether one is still open.

/**
 * A door's notices before a pickup: how many count in its community's window (of `windowDays`),
 * and whether one is still open.
 */
export type DoorHistory = { counted: number; windowDays: number; open: boolean };

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The door history of each pickup among `scheduleIds`, from the door's other pickups' notices
 * (a thank-you note is none): `counted`, those that count toward its next rung in its community's
 * window up to the pickup's day; `open`, whether one is awaiting approval, disputed, or issued
 * less than the dispute window ago. Pickups whose door has neither are left out.
 */
export async function doorHistories(
  db: Database,
  scheduleIds: readonly number[],
  now = new Date(),
): Promise<Map<number, DoorHistory>> {
  if (scheduleIds.length === 0) return new Map();
  const openSince = new Date(now.getTime() - DISPUTE_WINDOW_DAYS * 24 * 60 * 60_000);
  const result = await db.execute(sql`
    select ss.id as "scheduleId",
      coalesce(l.window_days, ${DEFAULT_NOTICE_LADDER.windowDays})::int as "windowDays",
      count(n.id) filter (
        where n.status in (${list(COUNTED_STATUSES)})
          and n.service_date > ss.service_date
            - coalesce(l.window_days, ${DEFAULT_NOTICE_LADDER.windowDays})::int
          and n.service_date <= ss.service_date
      )::int as counted,
      coalesce(bool_or(
        n.status in ('awaiting_approval', 'disputed')
          or (n.status = 'issued' and n.issued_at >= ${openSince.toISOString()}::timestamptz)
      ), false) as open
    from service_schedules ss
    join subscriptions s on s.id = ss.subscription_id
    join users u on u.id = s.user_id
    left join notice_ladders l on l.community_id = u.community_id
    join door_notices n on n.subscription_id = ss.subscription_id and n.schedule_id <> ss.id
      and n.kind <> 'thanks'
    where ss.id in (${list(scheduleIds)})
    group by ss.id, l.window_days`);
  const rows = (result as unknown as { rows: ({ scheduleId: number } & DoorHistory)[] }).rows;
  return new Map(
    rows
      .filter((r) => r.counted > 0 || r.open)
      .map(({ scheduleId, ...history }) => [scheduleId, history]),
  );
}
