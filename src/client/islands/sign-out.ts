import { MESSAGES } from '../../domain/messages';
import { apiPost, errorMessage } from '../lib/api-client';
import { markAuthState } from '../lib/auth-hint';
import { toast } from '../lib/toast-store';

/** data-action of the header's Log out buttons. */
export const SIGN_OUT_ACTION = 'sign-out';

/**
 * Log out from a static marketing page (the app wires the same buttons through useSignOut).
 * The visitor stays on the page, which is public; only the header's controls change.
 */
export function enableSignOut(): () => void {
  const onClick = async (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest(`[data-action="${SIGN_OUT_ACTION}"]`)) return;
    const buttons = document.querySelectorAll<HTMLButtonElement>(
      `[data-action="${SIGN_OUT_ACTION}"]`,
    );
    // Spec §2: Log out is disabled while pending.
    buttons.forEach((b) => (b.disabled = true));
    try {
      await apiPost<unknown>('/api/logout');
      markAuthState(false);
      toast({ title: MESSAGES.loggedOutTitle, description: MESSAGES.loggedOutText });
    } catch (err) {
      toast({
        title: MESSAGES.logoutFailedTitle,
        description: errorMessage(err, MESSAGES.logoutFailedDefault),
        variant: 'destructive',
      });
    } finally {
      buttons.forEach((b) => (b.disabled = false));
    }
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
