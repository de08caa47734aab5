import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contracts from '../../../../domain/contracts/property-billing';
import { callApi } from '../../../lib/api-client';

// The office's property invoices (docs/product.md#property-invoices). Anything that changes an
// invoice fetches the aging and the community's invoices again.

const AGING_KEY = ['admin-property-aging'] as const;
const invoicesKey = (communityId: number) => ['admin-community-invoices', communityId] as const;

/** The lines of an invoice as a CSV download. */
export const invoiceLinesCsv = (invoiceId: number) =>
  contracts.exportInvoiceLines.path.replace(':id', String(invoiceId));

export const usePropertyAging = () =>
  useQuery({ queryKey: AGING_KEY, queryFn: () => callApi(contracts.getPropertyAging) });

export const useCommunityInvoices = (communityId: number | undefined) =>
  useQuery({
    queryKey: invoicesKey(communityId ?? 0),
    queryFn: () => callApi(contracts.listCommunityInvoices, { params: { id: communityId! } }),
    enabled: communityId !== undefined,
  });

function useRefetchAfter() {
  const queryClient = useQueryClient();
  return (communityId: number) => {
    void queryClient.invalidateQueries({ queryKey: AGING_KEY });
    void queryClient.invalidateQueries({ queryKey: invoicesKey(communityId) });
  };
}

export function useIssueInvoice() {
  const refetch = useRefetchAfter();
  return useMutation({
    mutationFn: ({ communityId, month }: { communityId: number; month: string }) =>
      callApi(contracts.issueCommunityInvoice, { params: { id: communityId }, body: { month } }),
    onSettled: (_reply, _error, { communityId }) => refetch(communityId),
  });
}

export function useSandboxInvoice() {
  const refetch = useRefetchAfter();
  return useMutation({
    mutationFn: (test: { communityId: number; invoiceId: number; action: 'pay' | 'overdue' }) =>
      callApi(contracts.actOnSandboxInvoice, {
        params: { id: test.invoiceId },
        body: { action: test.action },
      }),
    onSettled: (_reply, _error, { communityId }) => refetch(communityId),
  });
}
