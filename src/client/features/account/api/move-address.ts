import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { moveAddress as contract } from '../../../../domain/contracts/account';
import type { MoveInput } from '../../../../domain/schemas/service-details';
import { callApi } from '../../../lib/api-client';
import { showSaved } from './get-service-details';

export const moveAddress = (input: MoveInput) =>
  callApi<typeof contract>({ method: 'POST', path: '/api/account/move' }, { body: input });

export function useMoveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveAddress,
    onSuccess: (saved) => {
      showSaved(queryClient, saved);
      // The pickups still to come were made again for the new door.
      void queryClient.invalidateQueries({ queryKey: ['/api/service-schedules'] });
    },
  });
}
