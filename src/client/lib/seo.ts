import type { MetaDescriptor } from 'react-router';
import { BUSINESS, SITE_URL } from '../../domain/site';

export const SHARE_IMAGE_PATH = '/og-image.jpg';

/**
 * Title, description, canonical URL and social-sharing tags for one page (spec §1). Pages add
 * their own structured data after these.
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
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    ...(noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
