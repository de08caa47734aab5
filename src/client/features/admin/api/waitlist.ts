import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contracts from '../../../../domain/contracts/waitlist';
import { callApi } from '../../../lib/api-client';

const KEY = [contracts.listWaitlist.path] as const;
export const WAITLIST_CSV = contracts.exportWaitlist.path;

export function useWaitlist() {
  return useQuery({ queryKey: KEY, queryFn: () => callApi(contracts.listWaitlist) });
}

/** "Email everyone waiting" in a ZIP code; the counts are fetched again afterwards. */
export function useNotifyWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (zip: string) => callApi(contracts.notifyWaitlist, { params: { zip } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
