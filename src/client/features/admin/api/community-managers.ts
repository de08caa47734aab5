import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as calls from '../../../../domain/contracts/managers';
import type { CommunityManager, InviteManagerInput } from '../../../../domain/schemas/managers';
import { callApi } from '../../../lib/api-client';

// A property-paid community's managers (docs/product.md#property-managers).
const managersKey = (communityId: number) => ['admin-community-managers', communityId];

export const useCommunityManagers = (communityId: number, enabled: boolean) =>
  useQuery({
    queryKey: managersKey(communityId),
    queryFn: () => callApi(calls.listCommunityManagers, { params: { id: communityId } }),
    enabled,
  });

export function useInviteManager(communityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteManagerInput) =>
      callApi(calls.inviteCommunityManager, { params: { id: communityId }, body: input }),
    onSuccess: (managers: CommunityManager[]) =>
      queryClient.setQueryData(managersKey(communityId), managers),
  });
}

export function useRemoveManager(communityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      callApi(calls.removeCommunityManager, { params: { id: communityId, userId } }),
    onSuccess: (managers: CommunityManager[]) =>
      queryClient.setQueryData(managersKey(communityId), managers),
  });
}
