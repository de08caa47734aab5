import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as calls from '../../../../domain/contracts/door-notices';
import type {
  DisputeDecision,
  NoticeDecision,
  NoticeView,
} from '../../../../domain/schemas/door-notices';
import { callApi } from '../../../lib/api-client';
import { managerParams, scopeKey, type NoticeScope } from './scope';

// The notices waiting for a decision, every notice, and the decisions on them.

export const useStaffNotices = (scope: NoticeScope, view: NoticeView) =>
  useQuery({
    queryKey: [...scopeKey(scope), 'list', view],
    queryFn: () =>
      scope.by === 'manager'
        ? callApi(calls.listManagedNotices, {
            params: managerParams(scope.communityId),
            query: { view },
          })
        : callApi(calls.listOfficeNotices, { query: { view } }),
    // Porters add notices all night and someone else may decide one: each visit reads afresh.
    refetchOnMount: 'always',
  });

/**
 * Every list and the report are read again once a decision answers, whether it was taken or
 * refused (a 409: someone else decided it first), so the screen shows where the notice stands.
 */
function useRefreshAfter(scope: NoticeScope) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: scopeKey(scope) });
}

export function useDecideNotice(scope: NoticeScope) {
  const refresh = useRefreshAfter(scope);
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: NoticeDecision }) =>
      scope.by === 'manager'
        ? callApi(calls.decideManagedNotice, {
            params: { ...managerParams(scope.communityId), id },
            body: decision,
          })
        : callApi(calls.decideOfficeNotice, { params: { id }, body: decision }),
    onSettled: refresh,
  });
}

export function useDecideDispute(scope: NoticeScope) {
  const refresh = useRefreshAfter(scope);
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: DisputeDecision }) =>
      scope.by === 'manager'
        ? callApi(calls.decideManagedDispute, {
            params: { ...managerParams(scope.communityId), id },
            body: decision,
          })
        : callApi(calls.decideOfficeDispute, { params: { id }, body: decision }),
    onSettled: refresh,
  });
}
