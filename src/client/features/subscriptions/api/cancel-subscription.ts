import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CancelSubscriptionInput,
  Subscription,
} from '../../../../domain/schemas/subscription';
import { apiPost } from '../../../lib/api-client';
import { invalidateSubscriptionData } from './get-subscriptions';

/** Cancels with the dialog's optional answer (docs/decisions/039-a-fair-cancel.md). */
export const cancelSubscription = ({
  id,
  answer,
}: {
  id: number;
  answer: CancelSubscriptionInput;
}) => apiPost<Subscription>(`/api/subscriptions/${id}/cancel`, answer);

/** The list is refreshed afterwards, whether the call succeeded or not. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => invalidateSubscriptionData(queryClient),
  });
}
