import { useMatches } from 'react-router';
import type { PlainMessageId } from '../../domain/i18n/translate';
import { ENGLISH_SITE } from './english-site';

// An app page's title in its person's language (docs/decisions/063-one-message-catalogue.md). The
// route's meta writes it in English, as a prerendered page and a crawler read it; the page's
// handle names its message (and its description's, where the page has one in the catalogue), and
// both follow the language on show: the root writes them in the app, and the islands on a static
// page (APP_TITLE_ATTR and APP_DESCRIPTION_ATTR on its <body>).

/** A route handle's part naming the messages of the page's title and, where written, its description. */
export type AppTitleHandle = { appTitle: PlainMessageId; appDescription?: PlainMessageId };

/** The handle of an app page whose title is the message `id`, and its description `description`. */
export const appTitle = (id: PlainMessageId, description?: PlainMessageId): AppTitleHandle => ({
  appTitle: id,
  ...(description && { appDescription: description }),
});

/** The title's English, for the route's meta. */
export const englishTitle = (handle: AppTitleHandle): string => ENGLISH_SITE.t(handle.appTitle);

const hasAppTitle = (handle: unknown): handle is AppTitleHandle =>
  typeof handle === 'object' && handle !== null && 'appTitle' in handle;

/** The messages of the title and description of the page on screen, if its route names them. */
export function useAppTitle(): AppTitleHandle | undefined {
  const found = useMatches()
    .map((match) => match.handle)
    .find(hasAppTitle);
  return found && { appTitle: found.appTitle, appDescription: found.appDescription };
}
