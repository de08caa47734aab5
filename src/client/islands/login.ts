import type { UserReply } from '../../domain/schemas/user';
import { CREW_APP_PATH } from '../../domain/site';
import { enhanceLoginForm, LOGIN_FORM_ATTR } from '../features/auth/enhance-login-form';
import { enablePasswordToggle, PASSWORD_TOGGLE_ATTR } from '../lib/password-toggle';
import { keepToastForNextPage } from '../lib/toast-store';

/** Where a signed-in user's home is: a porter's the crew app, anyone else's the profile. */
const homeOf = (user: UserReply) => (user.role === 'porter' ? CREW_APP_PATH : '/profile');

/**
 * The static /login page: its form and password toggle, and the welcome handed to the profile,
 * which the browser then loads (the app, where the toast shows).
 */
export function startLoginForms() {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`[${PASSWORD_TOGGLE_ATTR}]`)) {
    enablePasswordToggle(button);
  }
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[${LOGIN_FORM_ATTR}]`)) {
    enhanceLoginForm(form, (user) => {
      keepToastForNextPage();
      window.location.replace(homeOf(user));
    });
  }
}

/** A signed-in visitor of /login is sent on, as the app's RedirectSignedIn does. */
export function sendSignedInUserOn(user: UserReply | null) {
  if (user && document.querySelector(`form[${LOGIN_FORM_ATTR}]`)) {
    window.location.replace(homeOf(user));
  }
}
