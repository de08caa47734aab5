import { useQuery } from '@tanstack/react-query';
import * as calls from '../../../../domain/contracts/managers';
import { getManagedNightReportPdf } from '../../../../domain/contracts/property-reports';
import * as invoiceCalls from '../../../../domain/contracts/property-billing';
import { callApi } from '../../../lib/api-client';

// The manager portal's reads (docs/product.md#property-managers), each of one community.

const params = (communityId: number) => ({ params: { communityId: String(communityId) } });

export const useManagedCommunities = () =>
  useQuery({
    queryKey: ['manager-communities'],
    queryFn: () => callApi(calls.listManagedCommunities),
  });

export const useManagedCommunity = (communityId: number) =>
  useQuery({
    queryKey: ['manager-community', communityId],
    queryFn: () => callApi(calls.getManagedCommunity, params(communityId)),
  });

/**
 * The doors and a night change as the crew works and as the rent roll is applied (in another
 * tab, by another feature): each opening of their tab reads them afresh.
 */
export const useManagedDoors = (communityId: number) =>
  useQuery({
    queryKey: ['manager-doors', communityId],
    queryFn: () => callApi(calls.listManagedDoors, params(communityId)),
    refetchOnMount: 'always',
  });

export const useManagedNight = (communityId: number, date: string) =>
  useQuery({
    queryKey: ['manager-night', communityId, date],
    queryFn: () =>
      callApi(calls.getManagedNight, { params: { communityId: String(communityId), date } }),
    refetchOnMount: 'always',
  });

export const useManagedTickets = (communityId: number) =>
  useQuery({
    queryKey: ['manager-tickets', communityId],
    queryFn: () => callApi(calls.listManagedTickets, params(communityId)),
  });

/** The community's invoices (docs/product.md#property-invoices). */
export const useManagedInvoices = (communityId: number) =>
  useQuery({
    queryKey: ['manager-invoices', communityId],
    queryFn: () => callApi(invoiceCalls.listManagedInvoices, params(communityId)),
  });

/** The address of a list's CSV, for a plain download link. */
export const csvHref = (path: string, values: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));

/** The night's report, a PDF the property-reports module lays out (docs/product.md#nightly-reports). */
export const NIGHT_REPORT_PDF_PATH = getManagedNightReportPdf.path;

export const CSV_PATHS = {
  doors: calls.exportManagedDoors.path,
  night: calls.exportManagedNight.path,
  tickets: calls.exportManagedTickets.path,
  invoiceLines: invoiceCalls.exportManagedInvoiceLines.path,
} as const;
