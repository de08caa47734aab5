import { AnalyticsRangeQuerySchema } from '../schemas/analytics.ts';
import {
  GrowthAnalyticsSchema,
  GrowthTableParamsSchema,
  ServiceAnalyticsSchema,
  ServiceTableParamsSchema,
} from '../schemas/analytics-service.ts';
import { defineContract } from './contract.ts';

// The owner's service and growth numbers (docs/product.md#the-owners-numbers-service-and-growth):
// the figures as JSON, and each of their tables as a CSV.

export const getServiceAnalytics = defineContract({
  method: 'GET',
  path: '/api/admin/analytics/service',
  query: AnalyticsRangeQuerySchema,
  response: ServiceAnalyticsSchema,
  errorReplies: true,
});

export const exportServiceTable = defineContract({
  method: 'GET',
  path: '/api/admin/analytics/service/:table',
  params: ServiceTableParamsSchema,
  query: AnalyticsRangeQuerySchema,
  errorReplies: true,
});

export const getGrowthAnalytics = defineContract({
  method: 'GET',
  path: '/api/admin/analytics/growth',
  query: AnalyticsRangeQuerySchema,
  response: GrowthAnalyticsSchema,
  errorReplies: true,
});

export const exportGrowthTable = defineContract({
  method: 'GET',
  path: '/api/admin/analytics/growth/:table',
  params: GrowthTableParamsSchema,
  query: AnalyticsRangeQuerySchema,
  errorReplies: true,
});
