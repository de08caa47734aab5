import { sql } from 'drizzle-orm';
import {
  monthsInRange,
  previousRange,
  type AnalyticsRange,
} from '../../../domain/analytics-range.ts';
import { addDays } from '../../../domain/pickup-calendar.ts';
import type {
  AnalyticsRangeQuery,
  RevenueCohort,
  RevenueMonth,
  RevenueReport,
} from '../../../domain/schemas/analytics.ts';
import type { Database } from '../../db/client.ts';
import { resolveRange } from './report-range.ts';

// The revenue page's numbers, read from the daily snapshots (revenue-snapshots.ts): at most a row
// per day of the span and of the span before it, and the cohorts' month rows, whatever the number
// of customers or the length of history (docs/decisions/062-the-owners-numbers.md).

type DayRow = {
  day: string;
  mrrCents: number;
  customers: number;
  propertyMrrCents: number;
  heldCents: number;
  heldSubscriptions: number;
  newCents: number;
  expansionCents: number;
  contractionCents: number;
  churnCents: number;
  reactivationCents: number;
  heldOutCents: number;
  heldBackCents: number;
  newCustomers: number;
  churnedCustomers: number;
  reactivatedCustomers: number;
  cashCents: number;
  feeCents: number;
  failedCents: number;
  recoveredCents: number;
};

const SUMMED = [
  'newCents',
  'expansionCents',
  'contractionCents',
  'churnCents',
  'reactivationCents',
  'heldOutCents',
  'heldBackCents',
  'newCustomers',
  'churnedCustomers',
  'reactivatedCustomers',
  'cashCents',
  'feeCents',
  'failedCents',
  'recoveredCents',
] as const;
type Summed = Record<(typeof SUMMED)[number], number>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A share, or null when there is nothing to divide by. */
const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** The days of both spans, and the balance the earlier one opens on. */
async function readDays(db: Database, from: string, to: string): Promise<DayRow[]> {
  return rowsOf<DayRow>(
    await db.execute(sql`
      select d.day::text as day, d.mrr_cents::float8 as "mrrCents", d.customers,
        d.property_mrr_cents::float8 as "propertyMrrCents", d.held_cents::float8 as "heldCents",
        d.held_subscriptions as "heldSubscriptions", d.new_cents::float8 as "newCents",
        d.expansion_cents::float8 as "expansionCents",
        d.contraction_cents::float8 as "contractionCents", d.churn_cents::float8 as "churnCents",
        d.reactivation_cents::float8 as "reactivationCents",
        d.held_out_cents::float8 as "heldOutCents", d.held_back_cents::float8 as "heldBackCents",
        d.new_customers as "newCustomers", d.churned_customers as "churnedCustomers",
        d.reactivated_customers as "reactivatedCustomers", d.cash_cents::float8 as "cashCents",
        d.fee_cents::float8 as "feeCents",
        coalesce(r.failed_cents, 0)::float8 as "failedCents",
        coalesce(r.recovered_cents, 0)::float8 as "recoveredCents"
      from revenue_days d left join revenue_recovery_days r on r.day = d.day
      where d.day between ${from}::date and ${to}::date
      order by d.day`),
  );
}

async function readCohorts(db: Database, fromMonth: string, toMonth: string) {
  return rowsOf<{ cohortMonth: string; month: string; customers: number; paying: number }>(
    await db.execute(sql`
      select to_char(cohort_month, 'YYYY-MM') as "cohortMonth", to_char(month, 'YYYY-MM') as month,
        customers, paying
      from revenue_cohorts
      where cohort_month between ${`${fromMonth}-01`}::date and ${`${toMonth}-01`}::date
        and month <= ${`${toMonth}-01`}::date
      order by cohort_month, month`),
  );
}

/** The days' rows by day, with the balance of any day: the last row on or before it. */
function dayIndex(rows: DayRow[]) {
  return {
    balanceAt(day: string): DayRow | undefined {
      let found: DayRow | undefined;
      for (const row of rows) {
        if (row.day > day) break;
        found = row;
      }
      return found;
    },
    sum(from: string, to: string): Summed {
      const total = Object.fromEntries(SUMMED.map((k) => [k, 0])) as Summed;
      for (const row of rows) {
        if (row.day < from || row.day > to) continue;
        for (const k of SUMMED) total[k] += row[k];
      }
      return total;
    },
  };
}

type Days = ReturnType<typeof dayIndex>;

function periodFigures(days: Days, range: AnalyticsRange) {
  const opening = days.balanceAt(addDays(range.from, -1))?.mrrCents ?? 0;
  const closing = days.balanceAt(range.to);
  const moved = days.sum(range.from, range.to);
  const lost = moved.churnCents + moved.contractionCents;
  const won = moved.expansionCents + moved.reactivationCents;
  return {
    opening,
    closing,
    moved,
    grossChurnRate: share(lost, opening),
    netChurnRate: share(lost - won, opening),
  };
}

function monthRow(days: Days, month: string, range: AnalyticsRange): RevenueMonth {
  const first = `${month}-01`;
  const nextMonth = addDays(`${month}-28`, 4).slice(0, 7);
  const last = addDays(`${nextMonth}-01`, -1);
  const clipped = {
    from: first < range.from ? range.from : first,
    to: last > range.to ? range.to : last,
  };
  const p = periodFigures(days, clipped);
  const end = p.closing;
  const mrrCents = end?.mrrCents ?? 0;
  const customers = end?.customers ?? 0;
  return {
    month,
    mrrCents,
    propertyMrrCents: end?.propertyMrrCents ?? 0,
    heldCents: end?.heldCents ?? 0,
    heldSubscriptions: end?.heldSubscriptions ?? 0,
    customers,
    arpaCents: customers > 0 ? Math.round(mrrCents / customers) : null,
    openingMrrCents: p.opening,
    ...p.moved,
    grossChurnRate: p.grossChurnRate,
    netChurnRate: p.netChurnRate,
    recoveryRate: share(p.moved.recoveredCents, p.moved.failedCents),
  };
}

/**
 * The span's figures. Its churn rates are monthly, whatever its length: the span's losses over
 * the sum of its months' opening MRR, each month's rate weighted by its MRR, so a year reads
 * beside a month.
 */
function summaryOf(days: Days, range: AnalyticsRange) {
  const months = monthsInRange(range).map((m) => monthRow(days, m, range));
  const sum = (value: (m: RevenueMonth) => number) => months.reduce((t, m) => t + value(m), 0);
  const opening = sum((m) => m.openingMrrCents);
  const lost = sum((m) => m.churnCents + m.contractionCents);
  const won = sum((m) => m.expansionCents + m.reactivationCents);
  const netChurnRate = share(lost - won, opening);
  const closing = days.balanceAt(range.to);
  const mrr = closing?.mrrCents ?? 0;
  const customers = closing?.customers ?? 0;
  return {
    mrrCents: mrr,
    customers,
    arpaCents: customers > 0 ? Math.round(mrr / customers) : null,
    heldCents: closing?.heldCents ?? 0,
    grossChurnRate: share(lost, opening),
    netChurnRate,
    netRevenueRetention: netChurnRate === null ? null : 1 - netChurnRate,
    recoveryRate: share(
      sum((m) => m.recoveredCents),
      sum((m) => m.failedCents),
    ),
    cashCents: sum((m) => m.cashCents),
  };
}

function cohortGrid(
  rows: Awaited<ReturnType<typeof readCohorts>>,
  months: string[],
  lastEndedMonth: string | null,
): RevenueCohort[] {
  return months.flatMap((cohortMonth) => {
    const own = rows.filter((r) => r.cohortMonth === cohortMonth);
    const size = own.at(-1)?.customers ?? 0;
    if (size === 0) return [];
    const later = months.filter((m) => m >= cohortMonth);
    return [
      {
        cohortMonth,
        customers: size,
        shares: later.map((m) => {
          const row = own.find((r) => r.month === m);
          return row && lastEndedMonth && m <= lastEndedMonth ? row.paying / size : null;
        }),
      },
    ];
  });
}

export async function revenueReport(
  db: Database,
  query: AnalyticsRangeQuery,
  now: Date,
): Promise<RevenueReport> {
  const range = resolveRange(query, now);
  const previous = previousRange(range);
  const rows = await readDays(db, addDays(previous.from, -1), range.to);
  const days = dayIndex(rows);
  const asOf = rows.at(-1)?.day ?? null;
  const months = monthsInRange(range);
  const current = summaryOf(days, range);
  const before = summaryOf(days, previous);
  const summary = Object.fromEntries(
    Object.entries(current).map(([k, v]) => [
      k,
      { current: v, previous: before[k as keyof typeof before] },
    ]),
  ) as RevenueReport['summary'];
  // A month is over for the cohorts once its last day is in the snapshots.
  const lastEndedMonth = asOf ? addDays(asOf, 1).slice(0, 7) : null;
  const endedBefore = lastEndedMonth ? addDays(`${lastEndedMonth}-01`, -1).slice(0, 7) : null;
  return {
    range,
    previous,
    asOf,
    summary,
    months: months.map((m) => monthRow(days, m, range)),
    cohorts: cohortGrid(await readCohorts(db, months[0]!, months.at(-1)!), months, endedBefore),
  };
}
