import { Link } from 'react-router';
import { PAGES, SITEMAP_GROUPS } from '../../domain/content/pages';
import { marketingMeta } from '../lib/seo';
import { STATIC_PAGE_HANDLE } from '../lib/static-page';

export const meta = () => marketingMeta(PAGES.sitemap);

export const handle = STATIC_PAGE_HANDLE;

/** The four groups of links. */
export default function Sitemap() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
      <h1 className="text-4xl font-extrabold tracking-tight text-ink">Sitemap</h1>
      <p className="mt-3 text-muted">Every page of our website, in one place.</p>
      <div className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {SITEMAP_GROUPS.map((group, i) => (
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
