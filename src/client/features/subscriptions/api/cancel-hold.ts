import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { apiRequest } from '../../../lib/api-client';
import { invalidateSubscriptionData } from './get-subscriptions';

/** Cancels a booked hold: its pickups come back. */
export const cancelHold = ({ id, holdId }: { id: number; holdId: number }) =>
  apiRequest<Subscription>('DELETE', `/api/subscriptions/${id}/holds/${holdId}`);

export function useCancelHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelHold,
    onSettled: () => invalidateSubscriptionData(queryClient),
  });
}
