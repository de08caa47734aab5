import { useQuery } from '@tanstack/react-query';
import type { getPaymentConfig as getPaymentConfigCall } from '../../../../domain/contracts/payments';
import { callApi } from '../../../lib/api-client';

export const getPaymentConfig = () =>
  callApi<typeof getPaymentConfigCall>({ method: 'GET', path: '/api/payments/config' });

export function usePaymentConfig() {
  return useQuery({ queryKey: ['/api/payments/config'], queryFn: getPaymentConfig });
}
