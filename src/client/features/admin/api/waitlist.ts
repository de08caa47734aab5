import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WaitlistNotifyReply, WaitlistZip } from '../../../../domain/schemas/waitlist';
import { apiGet, apiPost } from '../../../lib/api-client';

const WAITLIST = '/api/admin/waitlist';
export const WAITLIST_CSV = '/api/admin/waitlist.csv';

export function useWaitlist() {
  return useQuery({ queryKey: [WAITLIST], queryFn: () => apiGet<WaitlistZip[]>(WAITLIST) });
}

/** "Email everyone waiting" in a ZIP code; the counts are fetched again afterwards. */
export function useNotifyWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (zip: string) =>
      apiPost<WaitlistNotifyReply>(`${WAITLIST}/${encodeURIComponent(zip)}/notify`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [WAITLIST] }),
  });
}
