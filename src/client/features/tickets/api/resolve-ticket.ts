import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTicket, ResolveTicket } from '../../../../domain/schemas/tickets';
import { apiPost } from '../../../lib/api-client';

export const resolveTicket = ({ id, resolution }: { id: number; resolution: ResolveTicket }) =>
  apiPost<AdminTicket>(`/api/admin/tickets/${id}/resolution`, resolution);

/** Both lists (open and resolved) are refreshed afterwards, whether it worked or not. */
export function useResolveTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveTicket,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/admin/tickets'] }),
  });
}
