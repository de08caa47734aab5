import { useQuery } from '@tanstack/react-query';
import { fetchSubscriptionInfo } from './fetch-subscription-info';

export const SUBSCRIPTION_INFO_QUERY_KEY = ['/api/subscription-info'] as const;

/** The signed-in customer's information step as the server keeps it (the form comes back filled). */
export function useSubscriptionInfo(enabled: boolean) {
  return useQuery({
    queryKey: SUBSCRIPTION_INFO_QUERY_KEY,
    queryFn: fetchSubscriptionInfo,
    enabled,
  });
}
