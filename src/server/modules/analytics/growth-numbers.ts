import {
  monthsInRange,
  previousRange,
  weeksInRange,
  type AnalyticsRange,
} from '../../../domain/analytics-range.ts';
import {
  ANALYTICS_SERVICE_TEXT,
  fraction,
  NO_CANCEL_REASON,
} from '../../../domain/analytics-service.ts';
import {
  CANCEL_KEYS,
  type GrowthAnalytics,
  type GrowthFigures,
} from '../../../domain/schemas/analytics-service.ts';
import type { Database } from '../../db/client.ts';
import { createServiceRepository } from './service-repository.ts';
import { createGrowthRepository, type SignupRow } from './growth-repository.ts';

// The growth numbers of a span (docs/decisions/062-the-owners-numbers.md#service-and-growth):
// resident sign-ups started and paid, the waitlist by ZIP code, cancellations by month and reason.

const signupFigures = (row: SignupRow | undefined) => ({
  signupsStarted: row?.started ?? 0,
  signupsPaid: row?.paid ?? 0,
  conversionRate: fraction(row?.paid ?? 0, row?.started ?? 0),
});

export async function growthNumbers(db: Database, range: AnalyticsRange): Promise<GrowthAnalytics> {
  const before = previousRange(range);
  const repo = createGrowthRepository(db);
  const [signups, previousSignups, cancellations, previousCancellations, waitlist, names] =
    await Promise.all([
      repo.signups(range, 'all'),
      repo.signups(before, 'total'),
      repo.cancellations(range),
      repo.cancellations(before),
      repo.waitlist(range, before),
      createServiceRepository(db).communityNames(),
    ]);
  const total = (rows: { cancellations: number }[]) =>
    rows.reduce((sum, r) => sum + r.cancellations, 0);
  const figuresOf = (
    rows: SignupRow[],
    cancelled: { cancellations: number }[],
    joined: number,
  ): GrowthFigures => ({
    ...signupFigures(rows.find((r) => r.by === 'total')),
    cancellations: total(cancelled),
    waitlistJoined: joined,
  });
  const byMonth = (month: string) => {
    const rows = cancellations.filter((r) => r.month === month);
    return {
      month,
      total: total(rows),
      byReason: Object.fromEntries(
        CANCEL_KEYS.map((key) => [
          key,
          total(rows.filter((r) => (r.reason ?? NO_CANCEL_REASON) === key)),
        ]),
      ) as GrowthAnalytics['cancellations'][number]['byReason'],
    };
  };
  return {
    range,
    previousRange: before,
    current: figuresOf(
      signups,
      cancellations,
      waitlist.reduce((sum, w) => sum + w.joined, 0),
    ),
    previous: figuresOf(
      previousSignups,
      previousCancellations,
      waitlist.reduce((sum, w) => sum + w.previous_joined, 0),
    ),
    weeks: weeksInRange(range).map((week) => ({
      week,
      ...signupFigures(signups.find((r) => r.by === 'week' && r.week === week)),
    })),
    communities: signups
      .filter((r) => r.by === 'community')
      .map((r) => ({
        communityId: r.community_id,
        community:
          (r.community_id !== null && names.get(r.community_id)) ||
          ANALYTICS_SERVICE_TEXT.noCommunity,
        ...signupFigures(r),
      }))
      .sort((a, b) => a.community.localeCompare(b.community)),
    waitlist: waitlist.map((w) => ({
      zip: w.zip,
      served: w.served,
      joined: w.joined,
      confirmed: w.confirmed,
      previousJoined: w.previous_joined,
      waitingNow: w.waiting_now,
    })),
    cancellations: monthsInRange(range).map(byMonth),
  };
}
