import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../../domain/schemas/account';
import { ApiError, apiGet } from '../../../lib/api-client';
import { dropSignedInHint, hasSignedInHint } from '../../../lib/auth-hint';

export const USER_QUERY_KEY = ['/api/user'] as const;

/**
 * The signed-in user, or null: for this call a 401 means "no user", not an error (spec §7).
 * Nobody has signed in on this browser without the hint cookie, so then there is nothing to ask.
 */
export async function getUser(): Promise<User | null> {
  if (!hasSignedInHint()) return null;
  try {
    return await apiGet<User>('/api/user');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      dropSignedInHint();
      return null;
    }
    throw err;
  }
}

export function useUser() {
  return useQuery({ queryKey: USER_QUERY_KEY, queryFn: getUser });
}
