import {
  ANALYTICS_MAX_DAYS,
  ANALYTICS_RANGE_MESSAGES,
  daysInRange,
  defaultRange,
  type AnalyticsRange,
} from '../../../domain/analytics-range.ts';
import { serviceClock } from '../../../domain/pickup-calendar.ts';
import type { AnalyticsRangeQuery } from '../../../domain/schemas/analytics.ts';
import { badRequest } from '../../lib/errors.ts';

/**
 * The span a query asks for, its missing ends filled in: the last day is today, the first the
 * default span's (America/Chicago). Ends given one at a time are checked here, as the schema
 * checks a pair.
 */
export function resolveRange(query: AnalyticsRangeQuery, now = new Date()): AnalyticsRange {
  const to = query.to ?? serviceClock(now).date;
  const from = query.from ?? defaultRange(to).from;
  if (from > to) {
    throw badRequest(ANALYTICS_RANGE_MESSAGES.order, { from: [ANALYTICS_RANGE_MESSAGES.order] });
  }
  if (daysInRange({ from, to }) > ANALYTICS_MAX_DAYS) {
    throw badRequest(ANALYTICS_RANGE_MESSAGES.tooLong, {
      from: [ANALYTICS_RANGE_MESSAGES.tooLong],
    });
  }
  return { from, to };
}
