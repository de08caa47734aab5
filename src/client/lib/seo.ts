import type { MetaDescriptor } from 'react-router';
import type { PageInfo } from '../../domain/content/pages';
import { BUSINESS, SHARE_IMAGE_PATH, SITE_URL } from '../../domain/site';
import { breadcrumbLd, localBusinessLd, websiteLd } from './structured-data';

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
}: {
  title: string;
  description: string;
  path: string;
  noIndex?: boolean;
}): MetaDescriptor[] {
  const url = `${SITE_URL}${path}`;
  const fullTitle = path === '/' ? title : `${title} | ${BUSINESS.name}`;
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
    { property: 'og:image:alt', content: `${BUSINESS.name}: doorstep trash pickup` },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    ...(noIndex ? [{ name: 'robots', content: 'noindex' }] : [websiteLd(), localBusinessLd()]),
  ];
}

/** A marketing page's meta: the above, its breadcrumb, and what the page shows (FAQs, plans). */
export function marketingMeta(page: PageInfo, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  return [
    ...pageMeta({ title: page.title, description: page.description, path: page.path }),
    breadcrumbLd(page),
    ...extra,
  ];
}
