import { createContext, useContext, type ReactNode } from 'react';
import { PAGE_PATHS, type PageKey } from '../../domain/content/pages';
import type { Language } from '../../domain/i18n/languages';
import type { Translator } from '../../domain/i18n/translate';
import { sitePath } from '../../domain/site-language';

// The words of the page on screen (docs/decisions/063-one-message-catalogue.md), apart from the
// router: the islands render the app's screens without it, and read their words from here too.

/** What the page on screen reads, and its address in the other language when it has one. */
export type SiteText = Translator & {
  otherLanguage: { language: Language; path: string } | null;
};

/** A page's words; `page` names a marketing page, whose other language has an address too. */
export function siteText(site: Translator, page: PageKey | null): SiteText {
  const other: Language = site.language === 'en' ? 'es' : 'en';
  return {
    ...site,
    otherLanguage: page ? { language: other, path: sitePath(other, PAGE_PATHS[page]) } : null,
  };
}

export const SiteTextContext = createContext<SiteText | null>(null);

export function SiteTextProvider({ value, children }: { value: SiteText; children: ReactNode }) {
  return <SiteTextContext.Provider value={value}>{children}</SiteTextContext.Provider>;
}

export function useSiteText(): SiteText {
  const site = useContext(SiteTextContext);
  if (!site) throw new Error('useSiteText outside SiteTextProvider');
  return site;
}
