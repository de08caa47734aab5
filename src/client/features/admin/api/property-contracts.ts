import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contracts from '../../../../domain/contracts/properties';
import type { PropertyContractInput } from '../../../../domain/schemas/property-contracts';
import { callApi } from '../../../lib/api-client';
import { SERVICE_AREA_KEY } from './service-area';

// A community's contract (docs/product.md#property-contracts). A save refetches the Communities
// page's rows, which then say who pays.
const contractKey = (communityId: number) => ['admin-community-contract', communityId];

export const useCommunityContract = (communityId: number, enabled: boolean) =>
  useQuery({
    queryKey: contractKey(communityId),
    queryFn: () => callApi(contracts.getCommunityContract, { params: { id: communityId } }),
    enabled,
  });

export function useSaveCommunityContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ communityId, input }: { communityId: number; input: PropertyContractInput }) =>
      callApi(contracts.saveCommunityContract, { params: { id: communityId }, body: input }),
    // Not awaited: the dialog's toast must run before the refetch re-renders the row that asked.
    onSuccess: (saved) => {
      queryClient.setQueryData(contractKey(saved.communityId), saved);
      void queryClient.invalidateQueries({ queryKey: SERVICE_AREA_KEY });
    },
  });
}
