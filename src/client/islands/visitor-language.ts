import type { Language } from '../../domain/i18n/languages';

/**
 * Runs `show` in the visitor's language when it is not English, for a static app page that no
 * React island renders (log in, a visitor's Access Denied). The rule that finds the language is a
 * module of its own (lib/visit-language): its parts are the React islands' too, and in the script
 * every static page loads they would be a module more for each. An English reader loads no words.
 */
export function inVisitorsLanguage(show: (language: Language) => Promise<void>): void {
  void import('../lib/visit-language').then(async ({ browserClues, visitLanguage }) => {
    const language = visitLanguage(browserClues());
    if (language !== 'en') await show(language);
  });
}
