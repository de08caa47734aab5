import { useQuery } from '@tanstack/react-query';
import { fetchPickups } from './fetch-pickups';

export const PICKUPS_QUERY_KEY = ['/api/pickups'] as const;

export function usePickups() {
  return useQuery({ queryKey: PICKUPS_QUERY_KEY, queryFn: fetchPickups });
}
