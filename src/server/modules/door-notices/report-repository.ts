import { sql, type SQL } from 'drizzle-orm';
import type { FeeCollection, FeeState, NoticeReason } from '../../../domain/door-notices.ts';
import type { Database } from '../../db/client.ts';

// The notices report's and the fee ledger's SQL (docs/product.md#door-notices). A notice counts
// in the report unless it was waived or withdrawn; doors are the doors served in the period (those
// with a pickup on its days), so a community's rate is per door it actually had.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const COUNTED = sql`n.kind <> 'thanks' and n.status not in ('waived', 'withdrawn')`;

export function createReportRepository(db: Database) {
  const inScope = (communityId: number | null, column: SQL) =>
    communityId === null ? sql`true` : sql`${column} = ${communityId}`;

  return {
    async byCommunityMonth(from: string, to: string, communityId: number | null) {
      const result = await db.execute(sql`
        with doors as (
          select u.community_id, date_trunc('month', ss.service_date)::date as month,
                 count(distinct ss.subscription_id)::int as doors
          from service_schedules ss
          join subscriptions s on s.id = ss.subscription_id
          join users u on u.id = s.user_id
          where ss.service_date between ${from}::date and ${to}::date
            and ${inScope(communityId, sql`u.community_id`)}
          group by 1, 2
        ), notices as (
          select n.community_id, date_trunc('month', n.service_date)::date as month,
                 count(*)::int as notices
          from door_notices n
          where n.service_date between ${from}::date and ${to}::date and ${COUNTED}
            and ${inScope(communityId, sql`n.community_id`)}
          group by 1, 2
        )
        select coalesce(d.community_id, x.community_id) as "communityId", c.name,
               coalesce(d.month, x.month)::text as month, coalesce(d.doors, 0) as doors,
               coalesce(x.notices, 0) as notices
        from doors d
        full join notices x on x.community_id is not distinct from d.community_id and x.month = d.month
        left join communities c on c.id = coalesce(d.community_id, x.community_id)
        order by c.name nulls last, month`);
      return rowsOf<{
        communityId: number | null;
        name: string | null;
        month: string;
        doors: number;
        notices: number;
      }>(result);
    },

    /** Doors served at all in the period, per community (a door served in two months once). */
    async doorsInPeriod(from: string, to: string, communityId: number | null) {
      const result = await db.execute(sql`
        select u.community_id as "communityId", count(distinct ss.subscription_id)::int as doors
        from service_schedules ss
        join subscriptions s on s.id = ss.subscription_id
        join users u on u.id = s.user_id
        where ss.service_date between ${from}::date and ${to}::date
          and ${inScope(communityId, sql`u.community_id`)}
        group by 1`);
      return rowsOf<{ communityId: number | null; doors: number }>(result);
    },

    async byReason(from: string, to: string, communityId: number | null) {
      const result = await db.execute(sql`
        select n.reason, count(*)::int as notices from door_notices n
        where n.service_date between ${from}::date and ${to}::date and ${COUNTED}
          and ${inScope(communityId, sql`n.community_id`)}
        group by 1 order by 2 desc, 1`);
      return rowsOf<{ reason: NoticeReason; notices: number }>(result);
    },

    async repeatDoors(from: string, to: string, communityId: number | null) {
      const result = await db.execute(sql`
        select c.name as "communityName", u.building, u.unit, u.first_name as "firstName",
               u.last_name as "lastName", u.username, count(*)::int as notices
        from door_notices n
        join subscriptions s on s.id = n.subscription_id
        join users u on u.id = s.user_id
        left join communities c on c.id = n.community_id
        where n.service_date between ${from}::date and ${to}::date and ${COUNTED}
          and ${inScope(communityId, sql`n.community_id`)}
        group by n.subscription_id, c.name, u.building, u.unit, u.first_name, u.last_name, u.username
        having count(*) > 1
        order by count(*) desc, c.name, lower(u.building), lower(u.unit)
        limit 50`);
      return rowsOf<{
        communityName: string | null;
        building: string;
        unit: string;
        firstName: string;
        lastName: string;
        username: string;
        notices: number;
      }>(result);
    },

    async disputes(from: string, to: string, communityId: number | null) {
      const result = await db.execute(sql`
        select count(*) filter (where n.issued_at is not null)::int as issued,
               count(*) filter (where n.disputed_at is not null)::int as disputed,
               count(*) filter (where n.status = 'disputed')::int as open,
               count(*) filter (where n.status = 'upheld')::int as upheld,
               count(*) filter (where n.status = 'withdrawn')::int as withdrawn
        from door_notices n
        where n.service_date between ${from}::date and ${to}::date and n.kind <> 'thanks'
          and ${inScope(communityId, sql`n.community_id`)}`);
      return rowsOf<{
        issued: number;
        disputed: number;
        open: number;
        upheld: number;
        withdrawn: number;
      }>(result)[0]!;
    },

    /** The community's fees charged to its ledger in `month`, and those credited back in it. */
    async ledger(communityId: number, month: string) {
      const result = await db.execute(sql`
        select n.id, n.service_date::text as "serviceDate", n.reason, f.amount_cents as "amountCents",
               f.state, f.collect, f.ledger_month::text as "ledgerMonth",
               f.credited_month::text as "creditedMonth",
               u.building, u.unit, u.first_name as "firstName", u.last_name as "lastName",
               u.username, c.name as community, pc.legal_name as "legalName"
        from notice_fees f
        join door_notices n on n.id = f.notice_id
        join subscriptions s on s.id = f.subscription_id
        join users u on u.id = s.user_id
        join communities c on c.id = n.community_id
        left join property_contracts pc on pc.community_id = c.id
        where n.community_id = ${communityId} and f.collect = 'property_ledger'
          and (f.ledger_month = ${month}::date or f.credited_month = ${month}::date)
        order by lower(u.building), lower(u.unit), n.service_date, n.id`);
      return rowsOf<{
        id: number;
        serviceDate: string;
        reason: NoticeReason;
        amountCents: number;
        state: FeeState;
        collect: FeeCollection;
        ledgerMonth: string | null;
        creditedMonth: string | null;
        building: string;
        unit: string;
        firstName: string;
        lastName: string;
        username: string;
        community: string;
        legalName: string | null;
      }>(result);
    },
  };
}
