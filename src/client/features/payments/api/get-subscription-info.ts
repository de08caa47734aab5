import { useQuery } from '@tanstack/react-query';
import type { SubscriptionInfo } from '../../../../domain/schemas/payments';
import { apiGet } from '../../../lib/api-client';

export const SUBSCRIPTION_INFO_QUERY_KEY = ['/api/subscription-info'] as const;

/** The signed-in customer's information step as the server keeps it (the form comes back filled). */
export function useSubscriptionInfo(enabled: boolean) {
  return useQuery({
    queryKey: SUBSCRIPTION_INFO_QUERY_KEY,
    queryFn: () => apiGet<SubscriptionInfo>('/api/subscription-info'),
    enabled,
  });
}
