import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { apiPost } from '../../../lib/api-client';
import { invalidateSubscriptionData } from './get-subscriptions';

export const resumeSubscription = (id: number) =>
  apiPost<Subscription>(`/api/subscriptions/${id}/resume`);

/** The list is refreshed afterwards, whether the call succeeded or not. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSettled: () => invalidateSubscriptionData(queryClient),
  });
}
