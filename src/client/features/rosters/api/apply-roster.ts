import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyRoster } from '../../../../domain/contracts/rosters';
import type { RosterUpload } from '../../../../domain/schemas/rosters';
import { callApi } from '../../../lib/api-client';
import { rosterImportsKey, rosterKey, rosterRoute } from './roster-route';

/** Applies the file; the roster and its history are read again. */
export function useApplyRoster(apiBase: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: RosterUpload) =>
      callApi(rosterRoute(apiBase, 'apply', applyRoster), { body: upload }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: rosterKey(apiBase) });
      void queryClient.invalidateQueries({ queryKey: rosterImportsKey(apiBase) });
    },
  });
}
