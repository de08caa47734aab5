import type { Language } from '../../domain/i18n/languages';
import type { LoginFormText } from '../features/auth/enhance-login-form';
import { PASSWORD_TOGGLE_ATTR } from '../lib/password-toggle';
import { showStaticPageIn } from './static-page-text';

/**
 * The static /login page in a language other than the English it was built in: the page's words
 * (`showStaticPageIn`), its password toggles, and the words its form writes, which `text` takes
 * on. A form's message is translated by the app's table, loaded with the first one shown.
 */
export async function showLoginIn(language: Language, text: LoginFormText): Promise<void> {
  const words = await showStaticPageIn(language);
  const show = words.t('auth.password.show');
  const hide = words.t('auth.password.hide');
  for (const button of document.querySelectorAll<HTMLButtonElement>(`[${PASSWORD_TOGGLE_ATTR}]`)) {
    button.dataset.showLabel = show;
    button.dataset.hideLabel = hide;
    button.setAttribute('aria-label', button.getAttribute('aria-pressed') === 'true' ? hide : show);
  }
  text.words = () => words;
  text.message = async (english) =>
    (await import('../lib/form-messages')).formMessage(words, english);
}
