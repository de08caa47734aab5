import { useQuery } from '@tanstack/react-query';
import type { listPayments } from '../../../../domain/contracts/payments';
import { callApi } from '../../../lib/api-client';

export const BILLING_HISTORY_QUERY_KEY = ['/api/payments'] as const;

export const getBillingHistory = () =>
  callApi<typeof listPayments>({ method: 'GET', path: '/api/payments' });

export function useBillingHistory() {
  return useQuery({ queryKey: BILLING_HISTORY_QUERY_KEY, queryFn: getBillingHistory });
}
