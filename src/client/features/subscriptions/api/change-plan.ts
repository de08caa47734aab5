import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanId } from '../../../../domain/plans';
import type * as contracts from '../../../../domain/contracts/subscriptions';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { callApi } from '../../../lib/api-client';
import { invalidateSubscriptionData, SUBSCRIPTIONS_QUERY_KEY } from './get-subscriptions';

export const changePlan = ({ id, plan }: { id: number; plan: PlanId }) =>
  callApi<typeof contracts.changePlan>(
    { method: 'POST', path: '/api/subscriptions/:id/change-plan' },
    { params: { id }, body: { plan } },
  );

/** The new plan shows at once (the answer goes into the cache), then everything is re-read. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: (updated) =>
      queryClient.setQueryData<Subscription[]>(SUBSCRIPTIONS_QUERY_KEY, (list) =>
        list?.map((s) => (s.id === updated.id ? updated : s)),
      ),
    onSettled: () => invalidateSubscriptionData(queryClient),
  });
}
