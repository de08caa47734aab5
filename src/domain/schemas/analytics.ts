import { z } from 'zod';
import { ANALYTICS_RANGE_MESSAGES, fillRange, rangeProblem } from '../analytics-range.ts';
import { serviceClock } from '../pickup-calendar.ts';
import { isoDate } from './fields.ts';

const rangeFields = {
  from: isoDate(ANALYTICS_RANGE_MESSAGES.from).optional(),
  to: isoDate(ANALYTICS_RANGE_MESSAGES.to).optional(),
};

const wellFormed = z.object(rangeFields);

function checkRange(range: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  // A malformed day already has its field's message; the span is judged once both ends are days.
  if (!wellFormed.safeParse(range).success) return;
  const today = serviceClock(new Date()).date;
  const problem = rangeProblem(fillRange(range, today), today);
  if (problem)
    ctx.addIssue({ code: 'custom', path: ['from'], message: ANALYTICS_RANGE_MESSAGES[problem] });
}

/**
 * GET /api/admin/analytics/*: the span of days a view reads. Both ends are optional (the page
 * opens on the last twelve months); the span, given or filled in (`fillRange`), must start by
 * today, be in order and last at most three years (`rangeProblem`).
 */
export const AnalyticsRangeQuerySchema = z.object(rangeFields).superRefine(checkRange);
export type AnalyticsRangeQuery = z.infer<typeof AnalyticsRangeQuerySchema>;

/** A figure for the span asked and for the span before it; null where it cannot be worked out. */
const ComparedSchema = z.object({
  current: z.number().nullable(),
  previous: z.number().nullable(),
});

const RangeSchema = z.object({ from: z.string(), to: z.string() });

/** One calendar month of the span (clipped to it): balances at its last day, its movements. */
export const RevenueMonthSchema = z.object({
  month: z.string(),
  mrrCents: z.number(),
  propertyMrrCents: z.number(),
  heldCents: z.number(),
  heldSubscriptions: z.number(),
  customers: z.number(),
  arpaCents: z.number().nullable(),
  openingMrrCents: z.number(),
  newCents: z.number(),
  expansionCents: z.number(),
  contractionCents: z.number(),
  churnCents: z.number(),
  reactivationCents: z.number(),
  heldOutCents: z.number(),
  heldBackCents: z.number(),
  newCustomers: z.number(),
  churnedCustomers: z.number(),
  reactivatedCustomers: z.number(),
  grossChurnRate: z.number().nullable(),
  netChurnRate: z.number().nullable(),
  cashCents: z.number(),
  feeCents: z.number(),
  failedCents: z.number(),
  recoveredCents: z.number(),
  recoveryRate: z.number().nullable(),
});
export type RevenueMonth = z.infer<typeof RevenueMonthSchema>;

/** Customers who first paid in `cohortMonth`, and the share of them paying at each later month's end. */
export const RevenueCohortSchema = z.object({
  cohortMonth: z.string(),
  customers: z.number(),
  /** Month 0 (their first), month 1, ...: null where the month is not over or out of the span. */
  shares: z.array(z.number().nullable()),
});
export type RevenueCohort = z.infer<typeof RevenueCohortSchema>;

export const REVENUE_SUMMARY_FIGURES = [
  'mrrCents',
  'customers',
  'arpaCents',
  'heldCents',
  'grossChurnRate',
  'netChurnRate',
  'netRevenueRetention',
  'recoveryRate',
  'cashCents',
] as const;
export type RevenueSummaryFigure = (typeof REVENUE_SUMMARY_FIGURES)[number];

/** GET /api/admin/analytics/revenue: the revenue numbers of a span, beside the span before it. */
export const RevenueReportSchema = z.object({
  range: RangeSchema,
  previous: RangeSchema,
  /** The last day the numbers include (yesterday once the nightly snapshot ran); null before any. */
  asOf: z.string().nullable(),
  summary: z.object(
    Object.fromEntries(REVENUE_SUMMARY_FIGURES.map((f) => [f, ComparedSchema])) as Record<
      RevenueSummaryFigure,
      typeof ComparedSchema
    >,
  ),
  months: z.array(RevenueMonthSchema),
  cohorts: z.array(RevenueCohortSchema),
});
export type RevenueReport = z.infer<typeof RevenueReportSchema>;

/** The tables of the revenue page, each downloadable as CSV. */
export const REVENUE_TABLES = [
  'mrr',
  'movements',
  'customers',
  'churn',
  'cohorts',
  'recovery',
  'cash',
] as const;
export type RevenueTable = (typeof REVENUE_TABLES)[number];

/** GET /api/admin/analytics/revenue.csv: one of the page's tables for a span. */
export const RevenueCsvQuerySchema = z
  .object({ ...rangeFields, table: z.enum(REVENUE_TABLES, { message: 'Choose a table' }) })
  .superRefine(checkRange);
