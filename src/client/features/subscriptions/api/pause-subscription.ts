import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { apiPost } from '../../../lib/api-client';
import { invalidateSubscriptionData } from './get-subscriptions';

export const pauseSubscription = (id: number) =>
  apiPost<Subscription>(`/api/subscriptions/${id}/pause`);

/** The list is refreshed afterwards, whether the call succeeded or not. */
export function usePauseSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pauseSubscription,
    onSettled: () => invalidateSubscriptionData(queryClient),
  });
}
