import { useMatches } from 'react-router';
import type { PlainMessageId } from '../../domain/i18n/translate';
import { ENGLISH_SITE } from './english-site';

// An app page's title in its person's language (docs/decisions/063-one-message-catalogue.md). The
// route's meta writes it in English, as a prerendered page and a crawler read it; the page's
// handle names its message, and the title follows the language on show: the root writes it in
// the app, and the islands on a static page (APP_TITLE_ATTR on its <body>).

/** A route handle's part naming the message of the page's title. */
export type AppTitleHandle = { appTitle: PlainMessageId };

/** The handle of an app page whose title is the message `id`. */
export const appTitle = (id: PlainMessageId): AppTitleHandle => ({ appTitle: id });

/** The title's English, for the route's meta. */
export const englishTitle = (handle: AppTitleHandle): string => ENGLISH_SITE.t(handle.appTitle);

const hasAppTitle = (handle: unknown): handle is AppTitleHandle =>
  typeof handle === 'object' && handle !== null && 'appTitle' in handle;

/** The message of the title of the page on screen, if its route names one. */
export function useAppTitleId(): PlainMessageId | undefined {
  return useMatches()
    .map((match) => match.handle)
    .find(hasAppTitle)?.appTitle;
}
