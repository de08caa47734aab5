import type { Messages } from '@lingui/core';
import { useMatches } from 'react-router';
import type { PageKey } from '../../domain/content/pages';
import type { Language } from '../../domain/i18n/languages';
import { translator, type Translator } from '../../domain/i18n/translate';
import { siteText, type SiteText } from './site-text-context';
import { STATIC_PAGE_HANDLE } from './static-page';

// The marketing pages' words (docs/decisions/063-one-message-catalogue.md): each page's route
// module imports one language's compiled messages and names them in its handle, so an English
// page's code carries no Spanish and a Spanish page's no English. The root reads the handle and
// hands the translator to the page, the header and the footer.

type SiteHandle = { site: Translator; page: PageKey };

/** A marketing page's route handle: a static page, in one language, with its English key. */
export function sitePage(
  language: Language,
  messages: Messages,
  page: PageKey,
): typeof STATIC_PAGE_HANDLE & SiteHandle {
  return { ...STATIC_PAGE_HANDLE, ...clientSitePage(language, messages, page) };
}

/**
 * The handle of a site page the browser renders, as its content depends on the address (the
 * search page): in one language like the marketing pages, but not prerendered.
 */
export function clientSitePage(language: Language, messages: Messages, page: PageKey): SiteHandle {
  return { site: translator(language, messages), page };
}

const isSiteHandle = (handle: unknown): handle is SiteHandle =>
  typeof handle === 'object' && handle !== null && 'site' in handle && 'page' in handle;

/** The marketing page on screen's own words, or null on the app's pages (log in, the portal). */
export function useMarketingPageText(): SiteText | null {
  const handle = useMatches()
    .map((match) => match.handle)
    .find(isSiteHandle);
  return handle ? siteText(handle.site, handle.page) : null;
}
