import type { MetaDescriptor } from 'react-router';
import { PAGE_PATHS, type PageInfo } from '../../domain/content/pages';
import { LANGUAGES, type Language } from '../../domain/i18n/languages';
import type { Translator } from '../../domain/i18n/translate';
import { BUSINESS, pageTitle, SHARE_IMAGE_PATH, SITE_URL } from '../../domain/site';
import { sitePath } from '../../domain/site-language';
import { breadcrumbLd, localBusinessLd, websiteLd } from './structured-data';

/** Open Graph's name for each language's locale. */
const OG_LOCALE: Record<Language, string> = { en: 'en_US', es: 'es_US' };

/**
 * Title, description, canonical URL, social-sharing tags and the site-wide structured data
 * (WebSite with its SearchAction, LocalBusiness) for one page. Pages that search
 * engines should not index get no structured data.
 */
export function pageMeta({
  title,
  description,
  path,
  noIndex = false,
  language = 'en',
  home = path === '/',
  imageAlt = `${BUSINESS.name}: doorstep trash pickup`,
}: {
  title: string;
  description: string;
  path: string;
  noIndex?: boolean;
  language?: Language;
  /** A home page's title is its own, with no business name after it. */
  home?: boolean;
  imageAlt?: string;
}): MetaDescriptor[] {
  const url = `${SITE_URL}${path}`;
  const fullTitle = home ? title : pageTitle(title);
  const image = `${SITE_URL}${SHARE_IMAGE_PATH}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: BUSINESS.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: imageAlt },
    { property: 'og:locale', content: OG_LOCALE[language] },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    ...(noIndex
      ? [{ name: 'robots', content: 'noindex' }]
      : [websiteLd(language), localBusinessLd()]),
  ];
}

/**
 * A marketing page's meta: the above, its address in each language (hreflang, with English as
 * the default for other languages), its breadcrumb, and what the page shows (FAQs, plans).
 */
export function marketingMeta(
  page: PageInfo,
  site: Translator,
  extra: MetaDescriptor[] = [],
): MetaDescriptor[] {
  const english = PAGE_PATHS[page.key];
  const alternate = (hrefLang: string, language: Language): MetaDescriptor => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang,
    href: `${SITE_URL}${sitePath(language, english)}`,
  });
  return [
    ...pageMeta({
      title: page.title,
      description: page.description,
      path: page.path,
      language: page.language,
      home: page.key === 'home',
      imageAlt: site.t('site.meta.shareImageAlt', { business: BUSINESS.name }),
    }),
    ...LANGUAGES.filter((language) => language !== page.language).map((language) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALE[language],
    })),
    ...LANGUAGES.map((language) => alternate(language, language)),
    alternate('x-default', 'en'),
    breadcrumbLd(page, site),
    ...extra,
  ];
}
