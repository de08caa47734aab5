import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as contracts from '../../../../domain/contracts/subscriptions';
import type { CancelSubscriptionInput } from '../../../../domain/schemas/subscription';
import { callApi } from '../../../lib/api-client';
import { invalidateSubscriptionData } from './get-subscriptions';

/** Cancels with the dialog's optional answer (docs/decisions/039-a-fair-cancel.md). */
export const cancelSubscription = ({
  id,
  answer,
}: {
  id: number;
  answer: CancelSubscriptionInput;
}) =>
  callApi<typeof contracts.cancelSubscription>(
    { method: 'POST', path: '/api/subscriptions/:id/cancel' },
    { params: { id }, body: answer },
  );

/** The list is refreshed afterwards, whether the call succeeded or not. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => invalidateSubscriptionData(queryClient),
  });
}
