import { useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '../../../../domain/schemas/payments';
import { apiGet } from '../../../lib/api-client';

export const getPaymentConfig = () => apiGet<PaymentConfig>('/api/payments/config');

export function usePaymentConfig() {
  return useQuery({ queryKey: ['/api/payments/config'], queryFn: getPaymentConfig });
}
