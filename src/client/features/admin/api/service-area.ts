import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '../../../../domain/schemas/replies';
import type {
  AddServiceZipInput,
  AdminCommunity,
  AdminServiceZip,
  CommunityInput,
  CommunityRequest,
  MatchCommunityInput,
} from '../../../../domain/schemas/service-area';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client';

// The Communities page's calls (docs/product.md#service-areas). Every change refetches the three
// lists: a new community changes the ZIP counts and the choices of the requests to match.
const KEY = ['admin-service-area'] as const;
const zipsKey = [...KEY, 'zips'] as const;
const communitiesKey = (filter: { zip: string; q: string }) => [...KEY, 'communities', filter];
const requestsKey = [...KEY, 'requests'] as const;

export const useServiceZips = () =>
  useQuery({
    queryKey: zipsKey,
    queryFn: () => apiGet<AdminServiceZip[]>('/api/admin/service-zips'),
  });

export const useCommunities = (filter: { zip: string; q: string }) =>
  useQuery({
    queryKey: communitiesKey(filter),
    queryFn: () =>
      apiGet<AdminCommunity[]>(
        `/api/admin/communities?${new URLSearchParams(Object.entries(filter).filter(([, v]) => v))}`,
      ),
    placeholderData: (previous) => previous,
  });

export const useCommunityRequests = () =>
  useQuery({
    queryKey: requestsKey,
    queryFn: () => apiGet<CommunityRequest[]>('/api/admin/community-requests'),
  });

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
    apiPost<AdminServiceZip>('/api/admin/service-zips', input),
  );

export const useRemoveServiceZip = () =>
  useServiceAreaMutation((zip: string) =>
    apiRequest<MessageReply>('DELETE', `/api/admin/service-zips/${encodeURIComponent(zip)}`),
  );

export const useSaveCommunity = () =>
  useServiceAreaMutation(({ id, input }: { id?: number; input: CommunityInput }) =>
    id === undefined
      ? apiPost<AdminCommunity>('/api/admin/communities', input)
      : apiRequest<AdminCommunity>('PUT', `/api/admin/communities/${id}`, input),
  );

export const useMatchCommunity = () =>
  useServiceAreaMutation(
    ({ customerId, input }: { customerId: number; input: MatchCommunityInput }) =>
      apiPost<MessageReply>(`/api/admin/community-requests/${customerId}/match`, input),
  );
