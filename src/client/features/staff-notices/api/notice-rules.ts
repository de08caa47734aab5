import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as calls from '../../../../domain/contracts/door-notices';
import type { NoticeExemption, NoticeLadderInput } from '../../../../domain/schemas/door-notices';
import { callApi } from '../../../lib/api-client';
import { managerParams, type CommunityScope } from './scope';

// A community's ladder and its exempt doors, as its manager or the office reaches them.

const rulesKey = (scope: CommunityScope, part: 'ladder' | 'exemptions') =>
  ['notice-rules', scope.by, scope.communityId, part] as const;

export const useLadder = (scope: CommunityScope) =>
  useQuery({
    queryKey: rulesKey(scope, 'ladder'),
    queryFn: () =>
      scope.by === 'manager'
        ? callApi(calls.getManagedLadder, { params: managerParams(scope.communityId) })
        : callApi(calls.getCommunityLadder, { params: { id: scope.communityId } }),
  });

export function useSaveLadder(scope: CommunityScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ladder: NoticeLadderInput) =>
      scope.by === 'manager'
        ? callApi(calls.saveManagedLadder, {
            params: managerParams(scope.communityId),
            body: ladder,
          })
        : callApi(calls.saveCommunityLadder, {
            params: { id: scope.communityId },
            body: ladder,
          }),
    onSuccess: (saved) => queryClient.setQueryData(rulesKey(scope, 'ladder'), saved),
  });
}

export const useExemptions = (scope: CommunityScope) =>
  useQuery({
    queryKey: rulesKey(scope, 'exemptions'),
    queryFn: () =>
      scope.by === 'manager'
        ? callApi(calls.listManagedExemptions, { params: managerParams(scope.communityId) })
        : callApi(calls.listCommunityExemptions, { params: { id: scope.communityId } }),
  });

/** The manager's calls answer the community's list; the office's, the one door, so it reads again. */
function useExemptionChange<T, R>(scope: CommunityScope, call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  const key = rulesKey(scope, 'exemptions');
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      if (Array.isArray(answer)) queryClient.setQueryData(key, answer);
      else void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export const useCreateExemption = (scope: CommunityScope) =>
  useExemptionChange(
    scope,
    (body: {
      subscriptionId: number;
      reason: string;
    }): Promise<NoticeExemption[] | NoticeExemption> =>
      scope.by === 'manager'
        ? callApi(calls.createManagedExemption, {
            params: managerParams(scope.communityId),
            body,
          })
        : callApi(calls.createOfficeExemption, { body }),
  );

export const useEndExemption = (scope: CommunityScope) =>
  useExemptionChange(scope, (exemptionId: number): Promise<NoticeExemption[] | { ended: true }> =>
    scope.by === 'manager'
      ? callApi(calls.endManagedExemption, {
          params: { ...managerParams(scope.communityId), exemptionId },
        })
      : callApi(calls.endOfficeExemption, { params: { exemptionId } }),
  );
