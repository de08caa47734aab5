import { useQuery } from '@tanstack/react-query';
import type { BillingEntry } from '../../../../domain/schemas/payments';
import { apiGet } from '../../../lib/api-client';

export const BILLING_HISTORY_QUERY_KEY = ['/api/payments'] as const;

export const getBillingHistory = () => apiGet<BillingEntry[]>('/api/payments');

export function useBillingHistory() {
  return useQuery({ queryKey: BILLING_HISTORY_QUERY_KEY, queryFn: getBillingHistory });
}
