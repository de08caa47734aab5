import { useQuery } from '@tanstack/react-query';
import { hasSignedInHint } from '../../../lib/auth-hint';
import { fetchUser } from './fetch-user';

export const USER_QUERY_KEY = ['/api/user'] as const;

/**
 * Without the hint cookie nobody has signed in on this browser: the answer, null, is known at
 * once, so a page for visitors renders its content on the first paint instead of a spinner that
 * its content then pushes down.
 */
const knownSignedOut = () =>
  typeof document !== 'undefined' && !hasSignedInHint() ? null : undefined;

export function useUser() {
  return useQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchUser, initialData: knownSignedOut });
}
