import { CircleCheck, CircleX, Search as SearchIcon } from 'lucide-react';
import { Form, Link, useSearchParams } from 'react-router';
import { pageInfo } from '../../domain/content/pages';
import { SEARCH_QUERY_MAX_LENGTH, searchSite } from '../../domain/content/site-search';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { Spinner } from '../components/ui/spinner';
import { SERVICE_AREA_TEXT } from '../../domain/messages';
import { useServiceArea } from '../features/marketing/api/get-service-area';
import { CONTACT_ON_HOME } from '../features/marketing/components/contact-links';
import { ENGLISH_SITE } from '../lib/english-site';
import { pageMeta } from '../lib/seo';

// Result pages are not worth indexing; the page exists for the WebSite SearchAction.
export const meta = () => pageMeta({ ...pageInfo(ENGLISH_SITE, 'search'), noIndex: true });

function ZipAnswer({ zip }: { zip: string }) {
  const lookup = useServiceArea(zip);
  if (lookup.isPending) return <Spinner label={`Checking ${zip}`} className="mt-8" />;
  if (lookup.isError) {
    return (
      <p role="status" className="mt-8 rounded-xl bg-red-50 p-5 text-red-800">
        {SERVICE_AREA_TEXT.zipCheckFailed}
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
              Good news: we serve {zip}
              {city ? ` (${city})` : ''}.
            </strong>{' '}
            <Link to="/pricing" className="font-semibold underline">
              Choose your plan
            </Link>
            .
          </p>
          {communities.length > 0 ? (
            <>
              <p className="mt-2">Communities we serve there:</p>
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
        <strong>{zip} is not in our service area yet.</strong>{' '}
        <Link to={`/waitlist?zip=${zip}`} className="font-semibold underline">
          Join the waitlist
        </Link>{' '}
        and we will email you when we get there, or{' '}
        <Link to={CONTACT_ON_HOME} className="font-semibold underline">
          contact us
        </Link>
        .
      </p>
    </div>
  );
}

export default function Search() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const result = searchSite(q);
  return (
    <section className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <h1 className="text-4xl font-extrabold tracking-tight text-ink">Search</h1>
      <p className="mt-3 text-muted">
        Search our plans, service areas and answers, or enter a ZIP code.
      </p>
      <Form method="get" action="/search" role="search" className="mt-6 flex gap-2">
        <label htmlFor="search-q" className="sr-only">
          Search the site
        </label>
        <Input
          id="search-q"
          key={q}
          type="search"
          name="q"
          defaultValue={q}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder="e.g. 77494, pause, Premium"
        />
        <Button type="submit" className="h-11">
          <SearchIcon aria-hidden /> Search
        </Button>
      </Form>

      {result.zip ? <ZipAnswer zip={result.zip} /> : null}

      {result.query ? (
        <>
          <h2 className="mt-10 text-lg font-semibold text-ink" aria-live="polite">
            {result.hits.length === 0
              ? `No results for “${result.query}”`
              : `${result.hits.length} result${result.hits.length === 1 ? '' : 's'} for “${result.query}”`}
          </h2>
          <ul className="mt-4 space-y-4">
            {result.hits.map((hit) => (
              <li
                key={`${hit.kind}:${hit.title}`}
                className="rounded-xl border border-slate-200 p-5"
              >
                <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                  {hit.kind}
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
