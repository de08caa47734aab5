import type { LoginFormText } from '../features/auth/enhance-login-form';
import {
  browserClues,
  loadAppText,
  showLanguage,
  visitLanguage,
  writeMarkedText,
} from '../lib/app-language';
import { showPageTitle } from '../lib/page-title';
import { PASSWORD_TOGGLE_ATTR } from '../lib/password-toggle';

/**
 * The static /login page in its visitor's language (lib/app-language.ts): built in English, it
 * gets another language's marked words, title, password toggles and `<html lang>`, and the words
 * its form writes, which `text` takes on. Apart from the islands script, which carries no
 * catalogue. A form's message is translated by the app's table, loaded with the first one shown.
 */
export async function showLoginInVisitLanguage(text: LoginFormText): Promise<void> {
  const language = visitLanguage(browserClues());
  if (language === 'en') return;
  const words = await loadAppText(language);
  showLanguage(language);
  writeMarkedText(words);
  showPageTitle(words.t('auth.login.title'), words.t('auth.login.description'));
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
