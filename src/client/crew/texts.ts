import { crewText, type CrewText } from '../../domain/crew-app-text';
import type { Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/i18n/languages';
import { translator } from '../../domain/i18n/translate';

// The crew app's words in the porter's language (docs/decisions/063-one-message-catalogue.md).
// Each language's crew messages are a chunk of their own, loaded only when that language is on show;
// the service worker keeps both with the app's other files, so either works offline. The phone
// remembers the language last used, so the app opens in it before the server is asked.

/** The words on show: filled in by `loadLanguage` before anything is drawn. */
export const TEXT = {} as CrewText;

const CATALOGUES: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../domain/i18n/crew/en'),
  es: () => import('../../domain/i18n/crew/es'),
};

const STORED = 'crew-language';
/** Set while the server has not yet been told of a language chosen on this phone. */
const UNSENT = 'crew-language-unsent';

/** The language this phone last showed, or English. */
export function storedLanguage(): Language {
  const stored = localStorage.getItem(STORED);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Loads a language's words into TEXT and marks the page as written in it. */
export async function loadLanguage(language: Language): Promise<void> {
  const { messages } = await CATALOGUES[language]();
  Object.assign(TEXT, crewText(translator(language, messages)));
  document.documentElement.lang = language;
  localStorage.setItem(STORED, language);
}

/** The porter chose a language on this phone: kept here until the server has it. */
export async function chooseLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  localStorage.setItem(UNSENT, '1');
}

/**
 * Tells the server the language chosen on this phone, when there is one it has not got. True once
 * it has; false when it could not be told now (offline, or signed out).
 */
export async function sendChosenLanguage(): Promise<boolean> {
  if (!localStorage.getItem(UNSENT)) return true;
  try {
    const res = await fetch('/api/user/language', {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language: storedLanguage() }),
    });
    if (!res.ok) return false;
  } catch {
    return false;
  }
  localStorage.removeItem(UNSENT);
  return true;
}

/** Whether a language chosen on this phone still waits to reach the server. */
export const languageUnsent = () => localStorage.getItem(UNSENT) !== null;
