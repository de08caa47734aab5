import type { Translator } from '../i18n/translate.ts';
import { BUSINESS } from '../site.ts';
import type { NavLink } from '../site.ts';
import { sitePath } from '../site-language.ts';
import { pickupWindowIn } from './site-formats.ts';

/** The public pages' English addresses; each marketing page is also under /es (site-language). */
export const PAGE_PATHS = {
  home: '/',
  about: '/about',
  pricing: '/pricing',
  residentialValet: '/residential-valet',
  propertyManagement: '/property-management',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  sitemap: '/sitemap',
  search: '/search',
} as const;

export type PageKey = keyof typeof PAGE_PATHS;

/**
 * A public page in one language: its address in that language, its name in links and
 * breadcrumbs, its title and meta description (one source, src/domain/i18n).
 */
export type PageInfo = {
  key: PageKey;
  language: Translator['language'];
  path: string;
  name: string;
  title: string;
  description: string;
};

export function pageInfo({ language, t }: Translator, key: PageKey): PageInfo {
  const business = BUSINESS.name;
  const texts = {
    home: {
      name: t('site.page.home.name'),
      title: t('site.page.home.title', { business }),
      description: t('site.page.home.description', { window: pickupWindowIn(language) }),
    },
    about: {
      name: t('site.page.about.name'),
      title: t('site.page.about.title'),
      description: t('site.page.about.description'),
    },
    pricing: {
      name: t('site.page.pricing.name'),
      title: t('site.page.pricing.title'),
      description: t('site.page.pricing.description'),
    },
    residentialValet: {
      name: t('site.page.residentialValet.name'),
      title: t('site.page.residentialValet.title'),
      description: t('site.page.residentialValet.description'),
    },
    propertyManagement: {
      name: t('site.page.propertyManagement.name'),
      title: t('site.page.propertyManagement.title'),
      description: t('site.page.propertyManagement.description'),
    },
    privacyPolicy: {
      name: t('site.page.privacyPolicy.name'),
      title: t('site.page.privacyPolicy.title'),
      description: t('site.page.privacyPolicy.description', { business }),
    },
    termsOfService: {
      name: t('site.page.termsOfService.name'),
      title: t('site.page.termsOfService.title'),
      description: t('site.page.termsOfService.description', { business }),
    },
    sitemap: {
      name: t('site.page.sitemap.name'),
      title: t('site.page.sitemap.title'),
      description: t('site.page.sitemap.description', { business }),
    },
    search: {
      name: t('site.page.search.name'),
      title: t('site.page.search.title'),
      description: t('site.page.search.description', { business }),
    },
  } satisfies Record<PageKey, Omit<PageInfo, 'key' | 'language' | 'path'>>;
  return { key, language, path: sitePath(language, PAGE_PATHS[key]), ...texts[key] };
}

/** A link to a marketing page by its name, in the page's language. */
const pageLink = (site: Translator, key: PageKey): NavLink => {
  const page = pageInfo(site, key);
  return { label: page.name, to: page.path };
};

type SitemapGroup = { title: string; links: readonly NavLink[] };

/**
 * The /sitemap page's four groups. The account pages (log in, sign up) have one address; from
 * the Spanish sitemap they are named in Spanish all the same.
 */
export function sitemapGroups(site: Translator): readonly SitemapGroup[] {
  const { t } = site;
  return [
    {
      title: t('site.sitemap.main'),
      links: [pageLink(site, 'home'), pageLink(site, 'about'), pageLink(site, 'pricing')],
    },
    {
      title: t('site.sitemap.services'),
      links: [pageLink(site, 'residentialValet'), pageLink(site, 'propertyManagement')],
    },
    {
      title: t('site.sitemap.userAccess'),
      links: [
        { label: t('site.sitemap.login'), to: '/login' },
        { label: t('site.sitemap.signUp'), to: '/signup' },
        { label: t('site.sitemap.profile'), to: '/profile' },
        { label: t('site.sitemap.subscribe'), to: '/subscribe' },
        { label: t('site.sitemap.forgotPassword'), to: '/forgot-password' },
      ],
    },
    {
      title: t('site.sitemap.legal'),
      links: [pageLink(site, 'privacyPolicy'), pageLink(site, 'termsOfService')],
    },
  ];
}

/** Header navigation. Contact scrolls to the home page's contact form. */
export function navLinks(site: Translator): readonly NavLink[] {
  const { language, t } = site;
  const to = (path: string) => sitePath(language, path);
  return [
    { label: t('site.nav.home'), to: to('/') },
    { label: t('site.nav.about'), to: to('/about') },
    { label: t('site.nav.pricing'), to: to('/pricing') },
    { label: t('site.nav.valet'), to: to('/residential-valet') },
    { label: t('site.nav.management'), to: to('/property-management') },
    { label: t('site.nav.contact'), to: to('/#contact') },
  ];
}

/** The footer's three lists of links. */
export function footerLinks(site: Translator) {
  const { language, t } = site;
  return {
    quick: [
      pageLink(site, 'home'),
      pageLink(site, 'about'),
      pageLink(site, 'pricing'),
      { label: t('site.nav.contact'), to: sitePath(language, '/#contact') },
    ],
    services: [pageLink(site, 'residentialValet'), pageLink(site, 'propertyManagement')],
    legal: [
      pageLink(site, 'privacyPolicy'),
      pageLink(site, 'termsOfService'),
      pageLink(site, 'sitemap'),
    ],
  } satisfies Record<string, readonly NavLink[]>;
}
