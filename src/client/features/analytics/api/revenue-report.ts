import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsRange } from '../../../../domain/analytics-range';
import * as contracts from '../../../../domain/contracts/analytics-revenue';
import type { RevenueTable } from '../../../../domain/schemas/analytics';
import { callApi } from '../../../lib/api-client';

/** The revenue numbers of a span; the last span's stay on screen while the next one loads. */
export function useRevenueReport(range: AnalyticsRange) {
  return useQuery({
    queryKey: [contracts.getRevenueReport.path, range.from, range.to],
    queryFn: () => callApi(contracts.getRevenueReport, { query: range }),
    placeholderData: keepPreviousData,
  });
}

/** Where one of the page's tables downloads as CSV. */
export const revenueCsvHref = (range: AnalyticsRange, table: RevenueTable) =>
  `${contracts.getRevenueCsv.path}?${new URLSearchParams({ ...range, table }).toString()}`;
