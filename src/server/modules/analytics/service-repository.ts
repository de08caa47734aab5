import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsRange } from '../../../domain/analytics-range.ts';
import { RESOLVE_PERCENTILES } from '../../../domain/analytics-service.ts';
import type { ProblemReason } from '../../../domain/pickup-labels.ts';
import type { Database } from '../../db/client.ts';

// The service numbers' SQL, on the daily snapshots only (service-snapshots.ts): a span's rows
// summed by week, community and porter in one pass per table, so a view's cost follows the days
// it reads, never the history behind them.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Which sums a query returns: the span's total alone, or also each week, community and porter. */
export type Breakdown = 'total' | 'all';

export type GroupKey =
  | { by: 'total' }
  | { by: 'week'; week: string }
  | { by: 'community'; id: number | null }
  | { by: 'porter'; id: number | null };

type Keyed = {
  by: GroupKey['by'];
  week: string | null;
  community_id: number | null;
  porter_id: number | null;
};

export const keyOf = (row: Keyed): string =>
  row.by === 'total'
    ? 'total'
    : row.by === 'week'
      ? `week:${row.week}`
      : `${row.by}:${(row.by === 'community' ? row.community_id : row.porter_id) ?? 'none'}`;

const inRange = (column: SQL, { from, to }: AnalyticsRange) =>
  sql`${column} between ${from}::date and ${to}::date`;

/** The grouping sets of a breakdown, over columns week, community_id and porter_id. */
const sets = (breakdown: Breakdown, also?: SQL) => {
  const extra = also ? sql`, ${also}` : sql``;
  return breakdown === 'total'
    ? sql`grouping sets ((${also ?? sql``}))`
    : sql`grouping sets ((${also ?? sql``}), (week${extra}), (community_id${extra}), (porter_id${extra}))`;
};

/** Which grouping set a row came from, named as GroupKey names it, and its key columns. */
const head = (breakdown: Breakdown) =>
  breakdown === 'total'
    ? sql`'total' as by, null::text as week, null::int as community_id, null::int as porter_id`
    : sql`case when grouping(week) = 0 then 'week'
             when grouping(community_id) = 0 then 'community'
             when grouping(porter_id) = 0 then 'porter' else 'total' end as by,
           week::text as week, community_id, porter_id`;

export type CountRow = Keyed & {
  stops: number;
  completed: number;
  held: number;
  problems: number;
  tickets: number;
  missed_reported: number;
  missed_upheld: number;
  /** A community's own porter time: its stops on timed visits, and those visits' seconds. */
  visit_stops: number;
  visit_seconds: number;
};

export type RouteRow = Keyed & { timed_stops: number; seconds: number };
export type ReasonRow = Keyed & { reason: ProblemReason; problems: number };
export type ResolveRow = Keyed & { resolved: number; median: number | null; p90: number | null };

export function createServiceRepository(db: Database) {
  return {
    async counts(range: AnalyticsRange, breakdown: Breakdown): Promise<CountRow[]> {
      const sums = sql`sum(stops)::int as stops, sum(completed)::int as completed,
                 sum(held)::int as held, sum(problems)::int as problems,
                 sum(tickets)::int as tickets, sum(missed_reported)::int as missed_reported,
                 sum(missed_upheld)::int as missed_upheld`;
      if (breakdown === 'total') {
        return rowsOf<CountRow>(
          await db.execute(sql`
            select ${head('total')}, ${sums},
                   coalesce(sum(checked_in) filter (where span_seconds > 0), 0)::int as visit_stops,
                   coalesce(sum(span_seconds), 0)::int as visit_seconds
            from analytics_service_days
            where ${inRange(sql`service_date`, range)}`),
        );
      }
      // Nine sums over every day row cost far more than reading the rows, so the rows are summed
      // in two groups only, by week and by community and porter together (a few hundred pairs
      // for three years), and the span, each community and each porter are added up from those
      // (docs/benchmarks/2026-12-analytics-service.md).
      return rowsOf<CountRow>(
        await db.execute(sql`
          with parts as (
            select grouping(week) = 0 as by_week, week, community_id, porter_id, ${sums},
                   coalesce(sum(checked_in) filter (where span_seconds > 0), 0)::int as visit_stops,
                   coalesce(sum(span_seconds), 0)::int as visit_seconds
            from analytics_service_days
            where ${inRange(sql`service_date`, range)}
            group by grouping sets ((week), (community_id, porter_id))
          )
          select 'total'::text as by, null::text as week, null::int as community_id,
                 null::int as porter_id, ${sums},
                 coalesce(sum(visit_stops), 0)::int as visit_stops,
                 coalesce(sum(visit_seconds), 0)::int as visit_seconds
          from parts where by_week
          union all
          select 'week', week::text, null, null, stops, completed, held, problems, tickets,
                 missed_reported, missed_upheld, visit_stops, visit_seconds
          from parts where by_week
          union all
          select 'community', null, community_id, null, ${sums},
                 sum(visit_stops)::int, sum(visit_seconds)::int
          from parts where not by_week group by community_id
          union all
          select 'porter', null, null, porter_id, ${sums},
                 sum(visit_stops)::int, sum(visit_seconds)::int
          from parts where not by_week group by porter_id`),
      );
    },

    /**
     * Porter time: a route is one porter's day, from its first check-in to its last, across the
     * communities walked. Stops count only on a route that took time (one lone check-in has
     * none).
     */
    async routes(range: AnalyticsRange, breakdown: Breakdown): Promise<RouteRow[]> {
      const keys =
        breakdown === 'total'
          ? sql`'total' as by, null::text as week, null::int as porter_id`
          : sql`case when grouping(week) = 0 then 'week'
                     when grouping(porter_id) = 0 then 'porter' else 'total' end as by,
                week::text as week, porter_id`;
      const sets =
        breakdown === 'total'
          ? sql`grouping sets (())`
          : sql`grouping sets ((), (week), (porter_id))`;
      return rowsOf<RouteRow>(
        await db.execute(sql`
          select ${keys}, null::int as community_id,
                 coalesce(sum(checked_in) filter (where span_seconds > 0), 0)::int as timed_stops,
                 coalesce(sum(span_seconds), 0)::int as seconds
          from analytics_route_days
          where ${inRange(sql`service_date`, range)}
          group by ${sets}`),
      );
    },

    async reasons(range: AnalyticsRange, breakdown: Breakdown): Promise<ReasonRow[]> {
      return rowsOf<ReasonRow>(
        await db.execute(sql`
          select ${head(breakdown)}, reason,
                 sum(problems)::int as problems
          from analytics_problem_days
          where ${inRange(sql`service_date`, range)}
          group by ${sets(breakdown, sql`reason`)}`),
      );
    },

    /** Median and 90th percentile, interpolated between ranks (percentile_cont). */
    async resolveTimes(range: AnalyticsRange, breakdown: Breakdown): Promise<ResolveRow[]> {
      return rowsOf<ResolveRow>(
        await db.execute(sql`
          select ${head(breakdown)},
                 count(*)::int as resolved,
                 percentile_cont(${RESOLVE_PERCENTILES.median}::float8) within group (order by minutes) as median,
                 percentile_cont(${RESOLVE_PERCENTILES.p90}::float8) within group (order by minutes) as p90
          from analytics_ticket_resolutions
          where ${inRange(sql`resolved_on`, range)}
          group by ${sets(breakdown)}`),
      );
    },

    async communityNames(): Promise<Map<number, string>> {
      const rows = rowsOf<{ id: number; name: string }>(
        await db.execute(sql`select id, name from communities`),
      );
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async porterNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = rowsOf<{ id: number; name: string }>(
        await db.execute(sql`
          select id, trim(first_name || ' ' || last_name) as name from users
          where id = any(string_to_array(${ids.join(',')}, ',')::int[])`),
      );
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}
