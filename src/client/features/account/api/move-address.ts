import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MoveInput, ServiceDetails } from '../../../../domain/schemas/service-details';
import { apiPost } from '../../../lib/api-client';
import { showSaved } from './get-service-details';

export const moveAddress = (input: MoveInput) =>
  apiPost<ServiceDetails>('/api/account/move', input);

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
