import { logout, toastSignedOut, toastSignOutFailed } from '../features/auth/api/sign-out-request';
import { markAuthState } from '../lib/auth-hint';

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
      await logout();
      markAuthState(false);
      toastSignedOut();
    } catch (err) {
      toastSignOutFailed(err);
    } finally {
      buttons.forEach((b) => (b.disabled = false));
    }
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
