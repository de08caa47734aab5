import type { Translator } from '../../../domain/i18n/translate';
import { MESSAGES } from '../../../domain/messages';
import type { logout } from '../../../domain/contracts/auth';
import { callApi, errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';

// Apart from useSignOut (api/sign-out.ts): the islands script imports this module, and a module
// that imports React Query would draw React into the script of every static page.

export const signOut = () => callApi<typeof logout>({ method: 'POST', path: '/api/logout' });

// The one place for sign-out's toasts: 'Logged out', or 'Logout failed' with the reason. In the
// words of the page signed out from; the static pages' script carries none, so theirs are English.
export const toastSignedOut = (words?: Translator) =>
  toast({
    title: words?.t('auth.logout.doneTitle') ?? MESSAGES.loggedOutTitle,
    description: words?.t('auth.logout.done') ?? MESSAGES.loggedOutText,
  });

export const toastSignOutFailed = (error: unknown, words?: Translator) =>
  toast({
    title: words?.t('auth.logout.failedTitle') ?? MESSAGES.logoutFailedTitle,
    description: errorMessage(
      error,
      words?.t('auth.logout.failed') ?? MESSAGES.logoutFailedDefault,
    ),
    variant: 'destructive',
  });

/**
 * Signs out with its toasts and tells whether it worked. Plain (no React) for the static pages,
 * where the visitor stays on the page, which is public.
 */
export async function signOutWithToasts(): Promise<boolean> {
  try {
    await signOut();
    toastSignedOut();
    return true;
  } catch (error) {
    toastSignOutFailed(error);
    return false;
  }
}
