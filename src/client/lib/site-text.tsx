import type { Messages } from '@lingui/core';
import { createContext, useContext, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import { PAGE_PATHS, type PageKey } from '../../domain/content/pages';
import type { Language } from '../../domain/i18n/languages';
import { translator, type Translator } from '../../domain/i18n/translate';
import { sitePath } from '../../domain/site-language';
import { STATIC_PAGE_HANDLE } from './static-page';

// The marketing pages' words (docs/decisions/063-one-message-catalogue.md): each page's route
// module imports one language's compiled messages and names them in its handle, so an English
// page's code carries no Spanish and a Spanish page's no English. The root reads the handle and
// hands the translator to the page, the header and the footer.

type SiteHandle = typeof STATIC_PAGE_HANDLE & { site: Translator; page: PageKey };

/** A marketing page's route handle: a static page, in one language, with its English key. */
export function sitePage(language: Language, messages: Messages, page: PageKey): SiteHandle {
  return { ...STATIC_PAGE_HANDLE, site: translator(language, messages), page };
}

const isSiteHandle = (handle: unknown): handle is SiteHandle =>
  typeof handle === 'object' && handle !== null && 'site' in handle && 'page' in handle;

/** What the page on screen reads, and its address in the other language when it has one. */
type SiteText = Translator & { otherLanguage: { language: Language; path: string } | null };

/** A page's words; `page` names a marketing page, whose other language has an address too. */
export function siteText(site: Translator, page: PageKey | null): SiteText {
  const other: Language = site.language === 'en' ? 'es' : 'en';
  return {
    ...site,
    otherLanguage: page ? { language: other, path: sitePath(other, PAGE_PATHS[page]) } : null,
  };
}

/**
 * The root's: the words of the route on screen, a marketing page's own language, or for the
 * app's pages (log in, the portal) the English `fallback`, which has no other address.
 */
export function useRouteSiteText(fallback: Translator): SiteText {
  const handle = useMatches()
    .map((match) => match.handle)
    .find(isSiteHandle);
  return handle ? siteText(handle.site, handle.page) : siteText(fallback, null);
}

const SiteTextContext = createContext<SiteText | null>(null);

export function SiteTextProvider({ value, children }: { value: SiteText; children: ReactNode }) {
  return <SiteTextContext.Provider value={value}>{children}</SiteTextContext.Provider>;
}

export function useSiteText(): SiteText {
  const site = useContext(SiteTextContext);
  if (!site) throw new Error('useSiteText outside SiteTextProvider');
  return site;
}
