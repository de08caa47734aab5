import {
  previousRange,
  weeksInRange,
  type AnalyticsRange,
} from '../../../domain/analytics-range.ts';
import { ANALYTICS_SERVICE_TEXT, fraction, perStops } from '../../../domain/analytics-service.ts';
import { PROBLEM_REASON_LABELS, PROBLEM_REASONS } from '../../../domain/pickup-labels.ts';
import type {
  ServiceAnalytics,
  ServiceFigures,
} from '../../../domain/schemas/analytics-service.ts';
import type { Database } from '../../db/client.ts';
import {
  createServiceRepository,
  keyOf,
  type Breakdown,
  type CountRow,
  type ReasonRow,
  type ResolveRow,
  type RouteRow,
} from './service-repository.ts';

// The service numbers of a span (docs/decisions/062-the-owners-numbers.md#service-and-growth):
// the snapshots' sums made into the figures the page charts, for the span and the span before.

type Sums = {
  counts?: CountRow;
  route?: RouteRow;
  reasons: ReasonRow[];
  resolve?: ResolveRow;
};

function figures(sums: Sums): ServiceFigures {
  const c = sums.counts;
  const stops = c?.stops ?? 0;
  const problemsByReason = Object.fromEntries(
    PROBLEM_REASONS.map((reason) => [
      reason,
      sums.reasons.find((r) => r.reason === reason)?.problems ?? 0,
    ]),
  ) as ServiceFigures['problemsByReason'];
  const missedReported = c?.missed_reported ?? 0;
  const missedUpheld = c?.missed_upheld ?? 0;
  const problems = c?.problems ?? 0;
  const tickets = c?.tickets ?? 0;
  // A community's porter time is its own visits'; the others' are whole routes.
  const own = sums.route === undefined && c !== undefined && c.by === 'community';
  const timedStops = own ? c.visit_stops : (sums.route?.timed_stops ?? 0);
  const porterMinutes = (own ? c.visit_seconds : (sums.route?.seconds ?? 0)) / 60;
  return {
    stops,
    completed: c?.completed ?? 0,
    completionRate: fraction(c?.completed ?? 0, stops),
    held: c?.held ?? 0,
    missedReported,
    missedReportedPer1000: perStops(missedReported, stops),
    missedUpheld,
    missedUpheldPer1000: perStops(missedUpheld, stops),
    problems,
    problemsPer1000: perStops(problems, stops),
    problemsByReason,
    tickets,
    ticketsPer1000: perStops(tickets, stops),
    timedStops,
    porterMinutes,
    stopsPerPorterHour: porterMinutes > 0 ? timedStops / (porterMinutes / 60) : null,
    ticketsResolved: sums.resolve?.resolved ?? 0,
    resolveMinutesMedian: sums.resolve?.median ?? null,
    resolveMinutesP90: sums.resolve?.p90 ?? null,
  };
}

/** The span's sums, each group's under its key (keyOf). */
async function sumsOf(db: Database, range: AnalyticsRange, breakdown: Breakdown) {
  const repo = createServiceRepository(db);
  const [counts, routes, reasons, resolve] = await Promise.all([
    repo.counts(range, breakdown),
    repo.routes(range, breakdown),
    repo.reasons(range, breakdown),
    repo.resolveTimes(range, breakdown),
  ]);
  const groups = new Map<string, Sums & { row: CountRow | RouteRow | ReasonRow | ResolveRow }>();
  const group = (row: CountRow | RouteRow | ReasonRow | ResolveRow) => {
    const key = keyOf(row);
    let sums = groups.get(key);
    if (!sums) {
      sums = { reasons: [], row };
      groups.set(key, sums);
    }
    return sums;
  };
  for (const row of counts) group(row).counts = row;
  for (const row of routes) group(row).route = row;
  for (const row of reasons) group(row).reasons.push(row);
  for (const row of resolve) group(row).resolve = row;
  return groups;
}

export async function serviceNumbers(
  db: Database,
  range: AnalyticsRange,
): Promise<ServiceAnalytics> {
  const before = previousRange(range);
  const repo = createServiceRepository(db);
  const [groups, previousGroups, communityNames] = await Promise.all([
    sumsOf(db, range, 'all'),
    sumsOf(db, before, 'total'),
    repo.communityNames(),
  ]);
  const empty: Sums = { reasons: [] };
  const current = figures(groups.get('total') ?? empty);
  const previous = figures(previousGroups.get('total') ?? empty);
  const listed = (by: 'community' | 'porter') =>
    [...groups.values()]
      .filter((g) => g.row.by === by)
      .map((g) => ({
        id: by === 'community' ? g.row.community_id : g.row.porter_id,
        figures: figures(g),
      }));
  const porters = listed('porter');
  const porterNames = await repo.porterNames(porters.flatMap((p) => (p.id === null ? [] : [p.id])));
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    range,
    previousRange: before,
    current,
    previous,
    weeks: weeksInRange(range).map((week) => ({
      week,
      ...figures(groups.get(`week:${week}`) ?? empty),
    })),
    communities: listed('community')
      .map((c) => ({
        communityId: c.id,
        name: (c.id !== null && communityNames.get(c.id)) || ANALYTICS_SERVICE_TEXT.noCommunity,
        figures: c.figures,
      }))
      .sort(byName)
      .map(({ name, communityId, figures: f }) => ({ communityId, community: name, ...f })),
    porters: porters
      .map((p) => ({
        porterId: p.id,
        name: (p.id !== null && porterNames.get(p.id)) || ANALYTICS_SERVICE_TEXT.noPorter,
        figures: p.figures,
      }))
      .sort(byName)
      .map(({ name, porterId, figures: f }) => ({ porterId, porter: name, ...f })),
    reasons: PROBLEM_REASONS.map((reason) => ({
      reason,
      label: PROBLEM_REASON_LABELS[reason],
      problems: current.problemsByReason[reason],
      per1000: perStops(current.problemsByReason[reason], current.stops),
      previousProblems: previous.problemsByReason[reason],
      previousPer1000: perStops(previous.problemsByReason[reason], previous.stops),
    })),
  };
}
