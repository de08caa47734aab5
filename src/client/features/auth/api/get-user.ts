import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../../domain/schemas/account';
import { SIGNED_IN_HINT_COOKIE } from '../../../../domain/site';
import { ApiError, apiGet } from '../../../lib/api-client';

export const USER_QUERY_KEY = ['/api/user'] as const;

const hintPattern = new RegExp(`(?:^|;\\s*)${SIGNED_IN_HINT_COOKIE}=`);
const hasSignedInHint = () => hintPattern.test(document.cookie);
const dropSignedInHint = () => {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
};

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
      // The session ended on the server (expired, or signed out elsewhere): stop asking.
      dropSignedInHint();
      return null;
    }
    throw err;
  }
}

export function useUser() {
  return useQuery({ queryKey: USER_QUERY_KEY, queryFn: getUser });
}
