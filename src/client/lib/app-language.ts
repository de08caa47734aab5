import type { Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/i18n/languages';
import { translator, type PlainMessageId, type Translator } from '../../domain/i18n/translate';
import { pageTitle } from '../../domain/site';
import { VISIT_LANGUAGE_COOKIE, visitLanguage, type VisitClues } from './visit-language';

// The language of the app's own pages (sign-up, payment, log in, the portal), which keep one
// address in both languages (docs/decisions/063-one-message-catalogue.md): the signed-in
// person's own, else the one this visit has read the site in. Plain code, shared by the app and
// the static pages' islands.

/**
 * The language an app page shows: the signed-in person's (`users.language`), else the visit's.
 * `user` is undefined while the session is still being asked, and null for a visitor.
 */
export function appLanguage(user: { language: Language } | null | undefined, clues: VisitClues) {
  return user?.language ?? visitLanguage(clues);
}

/** Keeps the language on show for the rest of the visit, so the next page opens in it. */
export function rememberVisitLanguage(language: Language): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${VISIT_LANGUAGE_COOKIE}=${language}; Path=/; SameSite=Lax${secure}`;
}

const CATALOGUES: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../domain/i18n/en'),
  es: () => import('../../domain/i18n/es'),
};

const loaded = new Map<Language, Translator>();

/** A language's words, loaded once: each language's messages are a chunk of their own. */
export async function loadAppText(language: Language): Promise<Translator> {
  const known = loaded.get(language);
  if (known) return known;
  const { messages } = await CATALOGUES[language]();
  const words = translator(language, messages);
  loaded.set(language, words);
  return words;
}

/** The words of a language already loaded, or undefined. */
export const loadedAppText = (language: Language): Translator | undefined => loaded.get(language);

let onShow: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

/** The language an app page is showing, for the root's `<html lang>`. */
export const languageOnShow = () => onShow;

export function subscribeLanguageOnShow(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Marks the page as written in a language (`<html lang>`, for screen readers and the browser's
 * translator) and keeps it for the rest of the visit.
 */
export function showLanguage(language: Language): void {
  document.documentElement.lang = language;
  rememberVisitLanguage(language);
  if (onShow === language) return;
  onShow = language;
  listeners.forEach((listener) => listener());
}

/**
 * Marks an element of a static app page whose words are one message, outside the island that
 * renders the page's screen (its heading): the island writes it in the language on show.
 */
export const APP_TEXT_ATTR = 'data-app-text';

/** The values of a marked element's message, as JSON (the footer's year). */
export const APP_VALUES_ATTR = 'data-app-values';

/** Marks a static app page's <body> with the message of its title. */
export const APP_TITLE_ATTR = 'data-app-title';
/** Marks a static app page's <body> with the message of its description. */
export const APP_DESCRIPTION_ATTR = 'data-app-description';

/** The page's title and description, from their messages, in the words given. */
export function writeAppTitle(
  words: Translator,
  title: PlainMessageId,
  description?: PlainMessageId,
): void {
  document.title = pageTitle(words.t(title));
  if (description) {
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', words.t(description));
  }
}

/**
 * Writes every element marked with APP_TEXT_ATTR, and the title and description the <body>'s marks
 * name, in the words given.
 */
export function writeMarkedText(words: Translator): void {
  const say = words.t as (id: PlainMessageId, values?: Record<string, unknown>) => string;
  for (const el of document.querySelectorAll<HTMLElement>(`[${APP_TEXT_ATTR}]`)) {
    const values = el.getAttribute(APP_VALUES_ATTR);
    el.textContent = say(
      el.getAttribute(APP_TEXT_ATTR) as PlainMessageId,
      values ? (JSON.parse(values) as Record<string, unknown>) : undefined,
    );
  }
  const title = document.body.getAttribute(APP_TITLE_ATTR);
  const description = document.body.getAttribute(APP_DESCRIPTION_ATTR) ?? undefined;
  if (title) writeAppTitle(words, title as PlainMessageId, description as PlainMessageId);
}
