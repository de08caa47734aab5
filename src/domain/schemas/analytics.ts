import { z } from 'zod';
import { ANALYTICS_MAX_DAYS, ANALYTICS_RANGE_MESSAGES, daysInRange } from '../analytics-range.ts';
import { isoDate } from './fields.ts';

const rangeFields = {
  from: isoDate(ANALYTICS_RANGE_MESSAGES.from).optional(),
  to: isoDate(ANALYTICS_RANGE_MESSAGES.to).optional(),
};

function checkRange(range: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (!range.from || !range.to) return;
  if (range.from > range.to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: ANALYTICS_RANGE_MESSAGES.order });
  } else if (daysInRange({ from: range.from, to: range.to }) > ANALYTICS_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: ANALYTICS_RANGE_MESSAGES.tooLong });
  }
}

/**
 * GET /api/admin/analytics/*: the span of days a view reads. Both ends are optional (the page
 * opens on the last twelve months); when both are given they must be in order and at most three
 * years apart.
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
