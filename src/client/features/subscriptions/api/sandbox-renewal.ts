import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SandboxRenewal } from '../../../../domain/schemas/payments';
import { apiPost } from '../../../lib/api-client';
import { invalidateSubscriptionData } from './get-subscriptions';

/**
 * The sandbox's test controls (development and tests only): the next renewal set to fail, or the
 * next renewal run now. What they change reaches the subscription by the sandbox's webhooks.
 */
export const sandboxRenewal = ({
  id,
  action,
}: {
  id: number;
  action: 'fail-next-renewal' | 'renew';
}) => apiPost<SandboxRenewal>(`/api/sandbox/subscriptions/${id}/${action}`);

export function useSandboxRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sandboxRenewal,
    onSettled: () => invalidateSubscriptionData(queryClient),
  });
}
