import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  failNextSandboxRenewal,
  renewSandboxSubscription,
} from '../../../../domain/contracts/sandbox';
import { callApi } from '../../../lib/api-client';
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
}) =>
  action === 'renew'
    ? callApi<typeof renewSandboxSubscription>(
        { method: 'POST', path: '/api/sandbox/subscriptions/:id/renew' },
        { params: { id } },
      )
    : callApi<typeof failNextSandboxRenewal>(
        { method: 'POST', path: '/api/sandbox/subscriptions/:id/fail-next-renewal' },
        { params: { id } },
      );

export function useSandboxRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sandboxRenewal,
    onSettled: () => invalidateSubscriptionData(queryClient),
  });
}
