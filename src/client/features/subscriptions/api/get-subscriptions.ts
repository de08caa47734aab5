import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { isCurrent } from '../../../../domain/subscription-status';
import { fetchSubscriptions } from './fetch-subscriptions';
import { BILLING_HISTORY_QUERY_KEY } from './get-billing-history';
import { SERVICE_SCHEDULES_QUERY_KEY } from './get-service-schedules';

export const SUBSCRIPTIONS_QUERY_KEY = ['/api/subscriptions'] as const;

/** `enabled: false` until someone is signed in, where a page also serves visitors. */
export function useSubscriptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: SUBSCRIPTIONS_QUERY_KEY, queryFn: fetchSubscriptions, enabled });
}

/**
 * The first subscription being served, paused or owing a renewal is the current one
 * (docs/product.md#account-and-payment-screens), and so is a cancelled one whose paid period still
 * runs (docs/decisions/039-a-fair-cancel.md).
 */
export const currentSubscription = (list: readonly Subscription[]) =>
  list.find((s) => isCurrent(s.status) || s.serviceEndsAt !== null);

/**
 * After a change the list is refreshed, whether the call succeeded or not; the pickups
 * and bills that depend on it are refreshed with it.
 */
export const invalidateSubscriptionData = (queryClient: QueryClient) =>
  Promise.all(
    [SUBSCRIPTIONS_QUERY_KEY, SERVICE_SCHEDULES_QUERY_KEY, BILLING_HISTORY_QUERY_KEY].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
