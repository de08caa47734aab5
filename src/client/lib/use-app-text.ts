import { useEffect, useState } from 'react';
import type { Language } from '../../domain/i18n/languages';
import type { Translator } from '../../domain/i18n/translate';
import { appLanguage, loadAppText, loadedAppText, showLanguage } from './app-language';
import { browserClues } from './visit-language';
import { ENGLISH_SITE } from './english-site';

/**
 * The words of an app page in its person's language (lib/app-language.ts), or null while that
 * language's messages load. English is in the root's chunk; Spanish loads as a chunk of its own,
 * only when it is on show. `active` is false on a marketing page, which has its own words, and
 * on the office's and the manager's screens, which are in English.
 */
export function useAppText(
  user: { language: Language } | null | undefined,
  active: boolean,
): Translator | null {
  const language =
    !active || typeof document === 'undefined'
      ? ENGLISH_SITE.language
      : appLanguage(user, browserClues());
  const ready = language === 'en' ? ENGLISH_SITE : loadedAppText(language);
  const [, setLoaded] = useState<Language | null>(null);
  useEffect(() => {
    if (!active) return;
    if (ready) showLanguage(language);
    else void loadAppText(language).then(() => setLoaded(language));
  }, [active, language, ready]);
  return ready ?? null;
}
