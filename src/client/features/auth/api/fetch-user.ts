import type { fetchUser as contract } from '../../../../domain/contracts/auth';
import type { UserReply } from '../../../../domain/schemas/user';
import { ApiError, callApi } from '../../../lib/api-client';
import { dropSignedInHint, hasSignedInHint } from '../../../lib/auth-hint';

/**
 * The signed-in user, or null: for this call a 401 means "no user", not an error
 * (docs/product.md#api). Nobody has signed in on this browser without the hint cookie, so then
 * there is nothing to ask. Plain (no React): the static pages' island asks it too.
 */
export async function fetchUser(): Promise<UserReply | null> {
  if (!hasSignedInHint()) return null;
  try {
    return await callApi<typeof contract>({ method: 'GET', path: '/api/user' });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      dropSignedInHint();
      return null;
    }
    throw err;
  }
}
