import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { apiPost } from '../../../lib/api-client';
import { invalidateSubscriptionData } from './get-subscriptions';

export const cancelSubscription = (id: number) =>
  apiPost<Subscription>(`/api/subscriptions/${id}/cancel`);

/** The list is refreshed afterwards, whether the call succeeded or not. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => invalidateSubscriptionData(queryClient),
  });
}
