import { useQuery } from '@tanstack/react-query';
import type { getProviderSubscription as getProviderSubscriptionCall } from '../../../../domain/contracts/payments';
import type { CheckoutOutcome, Subscription } from '../../../../domain/schemas/subscription';
import { callApi } from '../../../lib/api-client';

/** The owner, signed in, gets the whole subscription; a visitor without a session the outcome. */
export type CheckoutReturn = Subscription | CheckoutOutcome;

export const getProviderSubscription = (id: string) =>
  callApi<typeof getProviderSubscriptionCall>(
    { method: 'GET', path: '/api/paypal/subscription/:id' },
    { params: { id } },
  );

// A card payment can reach the provider a moment before its confirmation reaches us: while the
// subscription is still pending the return page asks again, for half a minute at most.
const CONFIRM_POLL_MS = 2000;
const CONFIRM_POLL_LIMIT = 15;

export function useProviderSubscription(id: string | null) {
  return useQuery({
    queryKey: ['/api/paypal/subscription', id],
    queryFn: () => getProviderSubscription(id!),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < CONFIRM_POLL_LIMIT
        ? CONFIRM_POLL_MS
        : false,
  });
}
