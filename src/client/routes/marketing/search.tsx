import { CircleCheck, CircleX, Search as SearchIcon } from 'lucide-react';
import { Form, Link, useSearchParams } from 'react-router';
import { pageInfo } from '../../../domain/content/pages';
import {
  SEARCH_HIT_KIND,
  SEARCH_QUERY_MAX_LENGTH,
  searchSite,
} from '../../../domain/content/site-search';
import type { Translator } from '../../../domain/i18n/translate';
import { sitePath, withLanguage } from '../../../domain/site-language';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { useServiceArea } from '../../features/marketing/api/get-service-area';
import { CONTACT_ON_HOME } from '../../features/marketing/components/contact-links';
import { marks, richText } from '../../lib/rich-text';
import { pageMeta } from '../../lib/seo';
import { useSiteText } from '../../lib/site-text-context';

// The search page in each language (/search, /es/search): its words, the pages it searches and
// the pages it links to are the language's own.

/** Result pages are not worth indexing; the page exists for the WebSite SearchAction. */
export const searchMeta = (site: Translator) =>
  pageMeta({ ...pageInfo(site, 'search'), noIndex: true });

const linkClass = 'font-semibold underline';

function ZipAnswer({ zip }: { zip: string }) {
  const { language, t } = useSiteText();
  const lookup = useServiceArea(zip);
  if (lookup.isPending) {
    return <Spinner label={t('site.search.zip.checking', { zip })} className="mt-8" />;
  }
  if (lookup.isError) {
    return (
      <p role="status" className="mt-8 rounded-xl bg-red-50 p-5 text-red-800">
        {t('site.search.zip.failed')}
      </p>
    );
  }
  const { served, city, communities } = lookup.data;
  if (served) {
    return (
      <div role="status" className="mt-8 flex gap-3 rounded-xl bg-brand-50 p-5 text-brand-800">
        <CircleCheck aria-hidden className="size-6 shrink-0" />
        <div className="min-w-0">
          <p>
            <strong>
              {city
                ? t('site.search.zip.servedIn', { zip, city })
                : t('site.search.zip.served', { zip })}
            </strong>{' '}
            <Link to={sitePath(language, '/pricing')} className={linkClass}>
              {t('site.search.zip.choosePlan')}
            </Link>
          </p>
          {communities.length > 0 ? (
            <>
              <p className="mt-2">{t('site.search.zip.communities')}</p>
              <ul className="mt-1 list-disc pl-5">
                {communities.map((c) => (
                  <li key={c.id}>
                    {c.name} <span className="text-sm">({c.street})</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <div role="status" className="mt-8 flex gap-3 rounded-xl bg-amber-50 p-5 text-amber-900">
      <CircleX aria-hidden className="size-6 shrink-0" />
      <p>
        <strong>{t('site.search.zip.notServed', { zip })}</strong>{' '}
        {richText(t('site.search.zip.waitlistOrContact', marks('waitlist', 'contact')), {
          waitlist: (
            <Link to={withLanguage(language, `/waitlist?zip=${zip}`)} className={linkClass}>
              {t('site.search.zip.waitlist')}
            </Link>
          ),
          contact: (
            <Link to={sitePath(language, CONTACT_ON_HOME)} className={linkClass}>
              {t('site.search.zip.contact')}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}

export function SearchPage() {
  const site = useSiteText();
  const { t } = site;
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const result = searchSite(site, q);
  return (
    <section className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <h1 className="text-4xl font-extrabold tracking-tight text-ink">
        {t('site.page.search.title')}
      </h1>
      <p className="mt-3 text-muted">{t('site.search.intro')}</p>
      <Form
        method="get"
        action={sitePath(site.language, '/search')}
        role="search"
        className="mt-6 flex gap-2"
      >
        <label htmlFor="search-q" className="sr-only">
          {t('site.search.label')}
        </label>
        <Input
          id="search-q"
          key={q}
          type="search"
          name="q"
          defaultValue={q}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={t('site.search.placeholder')}
        />
        <Button type="submit" className="h-11">
          <SearchIcon aria-hidden /> {t('site.search.submit')}
        </Button>
      </Form>

      {result.zip ? <ZipAnswer zip={result.zip} /> : null}

      {result.query ? (
        <>
          <h2 className="mt-10 text-lg font-semibold text-ink" aria-live="polite">
            {result.hits.length === 0
              ? t('site.search.noResults', { query: result.query })
              : t('site.search.results', { count: result.hits.length, query: result.query })}
          </h2>
          <ul className="mt-4 space-y-4">
            {result.hits.map((hit) => (
              <li key={hit.to + hit.title} className="rounded-xl border border-slate-200 p-5">
                <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                  {t(SEARCH_HIT_KIND[hit.kind])}
                </p>
                <h3 className="mt-1 text-lg font-bold">
                  <Link to={hit.to} className="text-ink hover:text-brand-700 hover:underline">
                    {hit.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-muted">{hit.text}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
