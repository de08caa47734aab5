import { useQuery } from '@tanstack/react-query';
import { fetchUser } from './fetch-user';

export const USER_QUERY_KEY = ['/api/user'] as const;

export function useUser() {
  return useQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchUser });
}
