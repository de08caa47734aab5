import { useQuery } from '@tanstack/react-query';
import * as contracts from '../../../../domain/contracts/property-reports';
import { callApi } from '../../../lib/api-client';

// A property-paid community's stored nights (docs/product.md#nightly-reports), read when the
// office opens its Reports dialog.
export const useNightReports = (communityId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['admin-night-reports', communityId],
    queryFn: () => callApi(contracts.listNightReports, { params: { id: communityId } }),
    enabled,
  });

/** The night's PDF: a link the browser downloads, not a call (docs/decisions/052-one-contract-per-call.md). */
export const nightReportPdfHref = (communityId: number, date: string) =>
  contracts.getNightReportPdf.path
    .replace(':id', String(communityId))
    .replace(':date', encodeURIComponent(date));
