import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CrewAssignments,
  InvitePorterInput,
  Porter,
  SetAssignmentsInput,
} from '../../../../domain/schemas/crew-admin';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client';

// The Crew page's calls (docs/product.md#crew-app). A porter's days show in both lists, so every
// change refetches both.
const KEY = ['admin-crew'] as const;
const portersKey = [...KEY, 'porters'] as const;
const assignmentsKey = [...KEY, 'assignments'] as const;
const PORTERS = '/api/admin/crew/porters';

export const usePorters = () =>
  useQuery({ queryKey: portersKey, queryFn: () => apiGet<Porter[]>(PORTERS) });

export const useCrewAssignments = () =>
  useQuery({
    queryKey: assignmentsKey,
    queryFn: () => apiGet<CrewAssignments>('/api/admin/crew/assignments'),
  });

function useCrewMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the caller's own onSuccess (its toast) runs before the refetch redraws.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}

export const useInvitePorter = () =>
  useCrewMutation((input: InvitePorterInput) => apiPost<Porter>(PORTERS, input));

export const useResendInvite = () =>
  useCrewMutation((id: number) => apiPost<Porter>(`${PORTERS}/${id}/invite`));

export const useRemovePorter = () =>
  useCrewMutation((id: number) => apiRequest<Porter>('DELETE', `${PORTERS}/${id}`));

export const useSaveCrewDay = () =>
  useCrewMutation(({ weekday, input }: { weekday: number; input: SetAssignmentsInput }) =>
    apiRequest<CrewAssignments>('PUT', `/api/admin/crew/assignments/${weekday}`, input),
  );
