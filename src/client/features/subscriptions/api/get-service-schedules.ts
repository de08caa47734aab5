import { useQuery } from '@tanstack/react-query';
import type { listServiceSchedules } from '../../../../domain/contracts/schedules';
import { callApi } from '../../../lib/api-client';

export const SERVICE_SCHEDULES_QUERY_KEY = ['/api/service-schedules'] as const;

export const getServiceSchedules = () =>
  callApi<typeof listServiceSchedules>({ method: 'GET', path: '/api/service-schedules' });

export function useServiceSchedules() {
  return useQuery({ queryKey: SERVICE_SCHEDULES_QUERY_KEY, queryFn: getServiceSchedules });
}
