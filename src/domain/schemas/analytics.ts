import { z } from 'zod';
import { ANALYTICS_MAX_DAYS, ANALYTICS_RANGE_MESSAGES, daysInRange } from '../analytics-range.ts';
import { isoDate } from './fields.ts';

/**
 * GET /api/admin/analytics/*: the span of days a view reads. Both ends are optional (the page
 * opens on the last twelve months); when both are given they must be in order and at most three
 * years apart.
 */
export const AnalyticsRangeQuerySchema = z
  .object({
    from: isoDate(ANALYTICS_RANGE_MESSAGES.from).optional(),
    to: isoDate(ANALYTICS_RANGE_MESSAGES.to).optional(),
  })
  .superRefine((range, ctx) => {
    if (!range.from || !range.to) return;
    if (range.from > range.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: ANALYTICS_RANGE_MESSAGES.order });
    } else if (daysInRange({ from: range.from, to: range.to }) > ANALYTICS_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: ANALYTICS_RANGE_MESSAGES.tooLong });
    }
  });
