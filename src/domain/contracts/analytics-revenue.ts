import {
  AnalyticsRangeQuerySchema,
  RevenueCsvQuerySchema,
  RevenueReportSchema,
} from '../schemas/analytics.ts';
import { defineContract } from './contract.ts';

export const getRevenueReport = defineContract({
  method: 'GET',
  path: '/api/admin/analytics/revenue',
  query: AnalyticsRangeQuerySchema,
  response: RevenueReportSchema,
  errorReplies: true,
});

/** A CSV download of one of the page's tables. */
export const getRevenueCsv = defineContract({
  method: 'GET',
  path: '/api/admin/analytics/revenue.csv',
  query: RevenueCsvQuerySchema,
  errorReplies: true,
});
