import type { UserReply } from '../../domain/schemas/user';
import { signedInHome } from '../../domain/site';
import {
  enhanceLoginForm,
  LOGIN_FORM_ATTR,
  type LoginFormText,
} from '../features/auth/enhance-login-form';
import { enablePasswordToggle, PASSWORD_TOGGLE_ATTR } from '../lib/password-toggle';
import { keepToastForNextPage } from '../lib/toast-store';
import { inVisitorsLanguage } from './visitor-language';

/**
 * The static /login page: its form and password toggle, and the welcome handed to the profile,
 * which the browser then loads (the app, where the toast shows). The form works from the first
 * paint, in English until the visitor's language (lib/app-language.ts), when it is another, has
 * loaded.
 */
export function startLoginForms() {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`[${PASSWORD_TOGGLE_ATTR}]`)) {
    enablePasswordToggle(button);
  }
  const forms = document.querySelectorAll<HTMLFormElement>(`form[${LOGIN_FORM_ATTR}]`);
  if (forms.length === 0) return;
  const text: LoginFormText = { words: () => null, message: (english) => english };
  for (const form of forms) {
    enhanceLoginForm(
      form,
      (user) => {
        keepToastForNextPage();
        window.location.replace(signedInHome(user.role));
      },
      text,
    );
  }
  inVisitorsLanguage(async (language) => {
    const { showLoginIn } = await import('./login-text');
    await showLoginIn(language, text);
  });
}

/** A signed-in visitor of /login is sent on, as the app's RedirectSignedIn does. */
export function sendSignedInUserOn(user: UserReply | null) {
  if (user && document.querySelector(`form[${LOGIN_FORM_ATTR}]`)) {
    window.location.replace(signedInHome(user.role));
  }
}
