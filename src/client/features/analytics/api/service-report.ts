import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsRange } from '../../../../domain/analytics-range';
import type { GrowthTable, ServiceTable } from '../../../../domain/analytics-service';
import * as contracts from '../../../../domain/contracts/analytics-service';
import { callApi } from '../../../lib/api-client';

/** The service numbers of a span; the last span's stay on screen while the next one loads. */
export function useServiceNumbers(range: AnalyticsRange) {
  return useQuery({
    queryKey: [contracts.getServiceAnalytics.path, range.from, range.to],
    queryFn: () => callApi(contracts.getServiceAnalytics, { query: range }),
    placeholderData: keepPreviousData,
  });
}

/** The growth numbers of a span, as the service numbers. */
export function useGrowthNumbers(range: AnalyticsRange) {
  return useQuery({
    queryKey: [contracts.getGrowthAnalytics.path, range.from, range.to],
    queryFn: () => callApi(contracts.getGrowthAnalytics, { query: range }),
    placeholderData: keepPreviousData,
  });
}

const query = (range: AnalyticsRange) => new URLSearchParams(range).toString();

/** Where one of the service tables downloads as CSV. */
export const serviceCsvHref = (range: AnalyticsRange, table: ServiceTable) =>
  `${contracts.getServiceAnalytics.path}/${table}.csv?${query(range)}`;

/** Where one of the growth tables downloads as CSV. */
export const growthCsvHref = (range: AnalyticsRange, table: GrowthTable) =>
  `${contracts.getGrowthAnalytics.path}/${table}.csv?${query(range)}`;
