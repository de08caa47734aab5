import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as contracts from '../../../../domain/contracts/subscriptions';
import { callApi } from '../../../lib/api-client';
import { invalidateSubscriptionData } from './get-subscriptions';

export const resumeSubscription = (id: number) =>
  callApi<typeof contracts.resumeSubscription>(
    { method: 'POST', path: '/api/subscriptions/:id/resume' },
    { params: { id } },
  );

/** The list is refreshed afterwards, whether the call succeeded or not. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSettled: () => invalidateSubscriptionData(queryClient),
  });
}
