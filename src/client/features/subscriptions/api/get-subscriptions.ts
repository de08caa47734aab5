import { useQuery } from '@tanstack/react-query';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { apiGet } from '../../../lib/api-client';

export const SUBSCRIPTIONS_QUERY_KEY = ['/api/subscriptions'] as const;

export const getSubscriptions = () => apiGet<Subscription[]>('/api/subscriptions');

export function useSubscriptions() {
  return useQuery({ queryKey: SUBSCRIPTIONS_QUERY_KEY, queryFn: getSubscriptions });
}
