import { useQuery } from '@tanstack/react-query';
import type { CustomerServices } from '../../../../domain/schemas/service-schedule';
import { apiGet } from '../../../lib/api-client';

export const SERVICE_SCHEDULES_QUERY_KEY = ['/api/service-schedules'] as const;

export const getServiceSchedules = () => apiGet<CustomerServices>('/api/service-schedules');

export function useServiceSchedules() {
  return useQuery({ queryKey: SERVICE_SCHEDULES_QUERY_KEY, queryFn: getServiceSchedules });
}
