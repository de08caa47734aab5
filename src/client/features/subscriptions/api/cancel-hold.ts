import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as contracts from '../../../../domain/contracts/subscriptions';
import { callApi } from '../../../lib/api-client';
import { invalidateSubscriptionData } from './get-subscriptions';

/** Cancels a booked hold: its pickups come back. */
export const cancelHold = ({ id, holdId }: { id: number; holdId: number }) =>
  callApi<typeof contracts.cancelHold>(
    { method: 'DELETE', path: '/api/subscriptions/:id/holds/:holdId' },
    { params: { id, holdId } },
  );

export function useCancelHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelHold,
    onSettled: () => invalidateSubscriptionData(queryClient),
  });
}
