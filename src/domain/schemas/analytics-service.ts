import { z } from 'zod';
import {
  ANALYTICS_SERVICE_TEXT,
  GROWTH_TABLES,
  NO_CANCEL_REASON,
  SERVICE_TABLES,
} from '../analytics-service.ts';
import { CANCEL_REASON_IDS } from '../cancellation.ts';
import { PROBLEM_REASONS } from '../pickup-labels.ts';

// GET /api/admin/analytics/service and /growth
// (docs/product.md#the-owners-numbers-service-and-growth): each figure for the span asked and for
// the span just before it, then by week, by community and by porter. Counts are whole numbers,
// rates are fractions or per 1,000 stops beside the counts they come from, null where there is
// nothing to divide by.

const count = z.number().int();
const rate = z.number().nullable();

const RangeSchema = z.object({ from: z.string(), to: z.string() });

/** Problems per reason, every reason present. */
const ProblemsByReasonSchema = z.object(
  Object.fromEntries(PROBLEM_REASONS.map((r) => [r, count])) as Record<
    (typeof PROBLEM_REASONS)[number],
    typeof count
  >,
);

/** The service figures of one span, week, community or porter. */
export const ServiceFiguresSchema = z.object({
  /** Pickups due: not cancelled, not on a hold. */
  stops: count,
  completed: count,
  /** completed / stops. */
  completionRate: rate,
  /** Pickups left out of `stops` because the door was on hold. */
  held: count,
  missedReported: count,
  missedReportedPer1000: rate,
  missedUpheld: count,
  missedUpheldPer1000: rate,
  problems: count,
  problemsPer1000: rate,
  problemsByReason: ProblemsByReasonSchema,
  tickets: count,
  ticketsPer1000: rate,
  /** Stops checked in on routes that lasted more than an instant, and those routes' minutes. */
  timedStops: count,
  porterMinutes: z.number(),
  stopsPerPorterHour: rate,
  ticketsResolved: count,
  resolveMinutesMedian: rate,
  resolveMinutesP90: rate,
});
export type ServiceFigures = z.infer<typeof ServiceFiguresSchema>;

export const ServiceAnalyticsSchema = z.object({
  range: RangeSchema,
  previousRange: RangeSchema,
  current: ServiceFiguresSchema,
  previous: ServiceFiguresSchema,
  /** Every week (by its Monday) the span touches, in order, weeks without stops included. */
  weeks: z.array(ServiceFiguresSchema.extend({ week: z.string() })),
  communities: z.array(
    ServiceFiguresSchema.extend({
      communityId: z.number().int().nullable(),
      community: z.string(),
    }),
  ),
  porters: z.array(
    ServiceFiguresSchema.extend({ porterId: z.number().int().nullable(), porter: z.string() }),
  ),
  /** Every problem reason, with its rate in both spans. */
  reasons: z.array(
    z.object({
      reason: z.enum(PROBLEM_REASONS),
      label: z.string(),
      problems: count,
      per1000: rate,
      previousProblems: count,
      previousPer1000: rate,
    }),
  ),
});
export type ServiceAnalytics = z.infer<typeof ServiceAnalyticsSchema>;

export const CANCEL_KEYS = [...CANCEL_REASON_IDS, NO_CANCEL_REASON] as const;

const SignupFiguresSchema = z.object({
  signupsStarted: count,
  signupsPaid: count,
  /** signupsPaid / signupsStarted. */
  conversionRate: rate,
});

export const GrowthFiguresSchema = SignupFiguresSchema.extend({
  cancellations: count,
  waitlistJoined: count,
});
export type GrowthFigures = z.infer<typeof GrowthFiguresSchema>;

export const GrowthAnalyticsSchema = z.object({
  range: RangeSchema,
  previousRange: RangeSchema,
  current: GrowthFiguresSchema,
  previous: GrowthFiguresSchema,
  weeks: z.array(SignupFiguresSchema.extend({ week: z.string() })),
  communities: z.array(
    SignupFiguresSchema.extend({ communityId: z.number().int().nullable(), community: z.string() }),
  ),
  /** ZIP codes by people waiting now, then by joins in the span: where to expand next. */
  waitlist: z.array(
    z.object({
      zip: z.string(),
      /** Whether we serve it now (they are waiting for an email). */
      served: z.boolean(),
      joined: count,
      confirmed: count,
      previousJoined: count,
      /** Confirmed and not emailed yet, whenever they joined. */
      waitingNow: count,
    }),
  ),
  /** Every month the span touches, with its cancellations by reason (`none`: no reason given). */
  cancellations: z.array(
    z.object({
      month: z.string(),
      total: count,
      byReason: z.object(
        Object.fromEntries(CANCEL_KEYS.map((r) => [r, count])) as Record<
          (typeof CANCEL_KEYS)[number],
          typeof count
        >,
      ),
    }),
  ),
});
export type GrowthAnalytics = z.infer<typeof GrowthAnalyticsSchema>;

/** A table's download name: `weeks.csv` for the weeks. */
const csvNames = <T extends string>(tables: readonly [T, ...T[]]) =>
  tables.map((t) => `${t}.csv` as const) as [`${T}.csv`, ...`${T}.csv`[]];

/** GET /api/admin/analytics/service/:table: which table to download. */
export const ServiceTableParamsSchema = z.object({
  table: z.enum(csvNames(SERVICE_TABLES), { error: ANALYTICS_SERVICE_TEXT.unknownTable }),
});

/** GET /api/admin/analytics/growth/:table. */
export const GrowthTableParamsSchema = z.object({
  table: z.enum(csvNames(GROWTH_TABLES), { error: ANALYTICS_SERVICE_TEXT.unknownTable }),
});
