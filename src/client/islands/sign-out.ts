import { signOutWithToasts } from '../features/auth/sign-out-with-toasts';
import { markAuthState } from '../lib/auth-hint';
import { SIGN_OUT_ACTION } from '../lib/site-chrome';

/**
 * The header's Log out on a static marketing page (the app wires the same buttons through
 * useSignOut). Every Log out button is disabled while one is pending.
 */
export function enableSignOut(): () => void {
  const onClick = async (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest(`[data-action="${SIGN_OUT_ACTION}"]`)) return;
    const buttons = document.querySelectorAll<HTMLButtonElement>(
      `[data-action="${SIGN_OUT_ACTION}"]`,
    );
    buttons.forEach((b) => (b.disabled = true));
    if (await signOutWithToasts()) markAuthState(false);
    buttons.forEach((b) => (b.disabled = false));
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
