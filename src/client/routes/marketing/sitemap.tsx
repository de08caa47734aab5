import { Link } from 'react-router';
import { pageInfo, sitemapGroups } from '../../../domain/content/pages';
import type { Translator } from '../../../domain/i18n/translate';
import { marketingMeta } from '../../lib/seo';
import { useSiteText } from '../../lib/site-text-context';

export const sitemapMeta = (site: Translator) => marketingMeta(pageInfo(site, 'sitemap'), site);

/** The four groups of links. */
export function SitemapPage() {
  const site = useSiteText();
  return (
    <section className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
      <h1 className="text-4xl font-extrabold tracking-tight text-ink">
        {site.t('site.page.sitemap.title')}
      </h1>
      <p className="mt-3 text-muted">{site.t('site.sitemap.intro')}</p>
      <div className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {sitemapGroups(site).map((group, i) => (
          <nav key={group.title} aria-labelledby={`sitemap-group-${i}`}>
            <h2 id={`sitemap-group-${i}`} className="text-lg font-bold text-ink">
              {group.title}
            </h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-brand-700 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </section>
  );
}
