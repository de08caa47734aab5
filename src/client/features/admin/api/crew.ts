import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contracts from '../../../../domain/contracts/crew';
import type { InvitePorterInput, SetAssignmentsInput } from '../../../../domain/schemas/crew-admin';
import { callApi } from '../../../lib/api-client';

// The Crew page's calls (docs/product.md#crew-app). A porter's days show in both lists, so every
// change refetches both.
const KEY = ['admin-crew'] as const;
const portersKey = [...KEY, 'porters'] as const;
const assignmentsKey = [...KEY, 'assignments'] as const;

export const usePorters = () =>
  useQuery({ queryKey: portersKey, queryFn: () => callApi(contracts.listPorters) });

export const useCrewAssignments = () =>
  useQuery({
    queryKey: assignmentsKey,
    queryFn: () => callApi(contracts.getCrewAssignments),
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
  useCrewMutation((input: InvitePorterInput) => callApi(contracts.invitePorter, { body: input }));

export const useResendInvite = () =>
  useCrewMutation((id: number) => callApi(contracts.resendInvite, { params: { id } }));

export const useRemovePorter = () =>
  useCrewMutation((id: number) => callApi(contracts.removePorter, { params: { id } }));

export const useSaveCrewDay = () =>
  useCrewMutation(({ weekday, input }: { weekday: number; input: SetAssignmentsInput }) =>
    callApi(contracts.saveCrewDay, { params: { weekday }, body: input }),
  );
