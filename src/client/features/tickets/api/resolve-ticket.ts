import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contracts from '../../../../domain/contracts/tickets';
import type { ResolveTicket } from '../../../../domain/schemas/tickets';
import { callApi } from '../../../lib/api-client';

export const resolveTicket = ({ id, resolution }: { id: number; resolution: ResolveTicket }) =>
  callApi(contracts.resolveTicket, { params: { id }, body: resolution });

/** Both lists (open and resolved) are refreshed afterwards, whether it worked or not. */
export function useResolveTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveTicket,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/admin/tickets'] }),
  });
}
