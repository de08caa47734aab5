import { useQuery } from '@tanstack/react-query';
import type { ResidentPickups } from '../../../../domain/schemas/tickets';
import { apiGet } from '../../../lib/api-client';

export const PICKUPS_QUERY_KEY = ['/api/pickups'] as const;

export const getPickups = () => apiGet<ResidentPickups>('/api/pickups');

export function usePickups() {
  return useQuery({ queryKey: PICKUPS_QUERY_KEY, queryFn: getPickups });
}
