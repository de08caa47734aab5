import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contracts from '../../../../domain/contracts/service-area';
import type {
  AddServiceZipInput,
  CommunityInput,
  MatchCommunityInput,
} from '../../../../domain/schemas/service-area';
import { callApi } from '../../../lib/api-client';

// The Communities page's calls (docs/product.md#service-areas). Every change refetches the three
// lists: a new community changes the ZIP counts and the choices of the requests to match.
export const SERVICE_AREA_KEY = ['admin-service-area'] as const;
const KEY = SERVICE_AREA_KEY;
const zipsKey = [...KEY, 'zips'] as const;
const communitiesKey = (filter: { zip: string; q: string }) => [...KEY, 'communities', filter];
const requestsKey = [...KEY, 'requests'] as const;

export const useServiceZips = () =>
  useQuery({ queryKey: zipsKey, queryFn: () => callApi(contracts.listServiceZips) });

export const useCommunities = (filter: { zip: string; q: string }) =>
  useQuery({
    queryKey: communitiesKey(filter),
    // An empty filter field is left out of the query, as if it were not there.
    queryFn: () =>
      callApi(contracts.listCommunities, {
        query: { zip: filter.zip || undefined, q: filter.q || undefined },
      }),
    placeholderData: (previous) => previous,
  });

export const useCommunityRequests = () =>
  useQuery({ queryKey: requestsKey, queryFn: () => callApi(contracts.listCommunityRequests) });

function useServiceAreaMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the caller's own onSuccess (its toast) must run before the refetch unmounts
    // the row that asked, or it would never run.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}

export const useAddServiceZip = () =>
  useServiceAreaMutation((input: AddServiceZipInput) =>
    callApi(contracts.addServiceZip, { body: input }),
  );

export const useRemoveServiceZip = () =>
  useServiceAreaMutation((zip: string) => callApi(contracts.removeServiceZip, { params: { zip } }));

export const useSaveCommunity = () =>
  useServiceAreaMutation(({ id, input }: { id?: number; input: CommunityInput }) =>
    id === undefined
      ? callApi(contracts.createCommunity, { body: input })
      : callApi(contracts.updateCommunity, { params: { id }, body: input }),
  );

export const useMatchCommunity = () =>
  useServiceAreaMutation(
    ({ customerId, input }: { customerId: number; input: MatchCommunityInput }) =>
      callApi(contracts.matchCommunityRequest, { params: { id: customerId }, body: input }),
  );
