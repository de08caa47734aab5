import { isLanguage, preferredLanguage, type Language } from '../../domain/i18n/languages';
import { languageParam } from '../../domain/site-language';

// A visitor's language (lib/app-language.ts), apart from the catalogue's runtime: the static
// pages' script reads it before it loads any words, and carries no catalogue for an English
// reader.

/** A cookie for the visit (no expiry): the language a Spanish page's link or the account named. */
export const VISIT_LANGUAGE_COOKIE = 'visit-language';

const cookiePattern = new RegExp(`(?:^|;\\s*)${VISIT_LANGUAGE_COOKIE}=([a-z]+)`);

/** What decides a visitor's language, in its order: the link's `lang`, the visit's, the browser's. */
export type VisitClues = {
  search: URLSearchParams;
  remembered: string | undefined;
  browser: readonly string[];
};

/** The language of a visitor (nobody signed in): as the link says, else as remembered, else the browser's. */
export function visitLanguage({ search, remembered, browser }: VisitClues): Language {
  return (
    languageParam(search) ?? (isLanguage(remembered) ? remembered : preferredLanguage(browser))
  );
}

/** This browser's clues, read from the address, the visit's cookie and navigator.languages. */
export function browserClues(): VisitClues {
  return {
    search: new URLSearchParams(location.search),
    remembered: cookiePattern.exec(document.cookie)?.[1],
    browser: navigator.languages,
  };
}
