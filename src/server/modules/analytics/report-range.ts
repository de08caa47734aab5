import { fillRange, type AnalyticsRange } from '../../../domain/analytics-range.ts';
import { serviceClock } from '../../../domain/pickup-calendar.ts';
import type { AnalyticsRangeQuery } from '../../../domain/schemas/analytics.ts';

/**
 * The span every report reads: the query's, its missing ends filled in as of `now` in Katy. The
 * query's schema has already refused a span that breaks the rule
 * (docs/decisions/062-the-owners-numbers.md#the-span), with its field's message.
 */
export const resolveRange = (query: AnalyticsRangeQuery, now = new Date()): AnalyticsRange =>
  fillRange(query, serviceClock(now).date);
