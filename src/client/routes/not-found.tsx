import { Link } from 'react-router';
import { sitePath } from '../../domain/site-language';
import { Button } from '../components/ui/button';
import { ENGLISH_SITE } from '../lib/english-site';
import { appTitle } from '../lib/app-title';
import { pageMeta } from '../lib/seo';
import { useSiteText } from '../lib/site-text-context';

export const handle = appTitle('notFound.title', 'notFound.description');

export const meta = () =>
  pageMeta({
    title: ENGLISH_SITE.t('notFound.title'),
    description: ENGLISH_SITE.t('notFound.description'),
    path: '/404',
    noIndex: true,
  });

export default function NotFound() {
  const { t, language } = useSiteText();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold text-ink">{t('notFound.heading')}</h1>
      <p className="mt-4 text-muted">{t('notFound.text')}</p>
      {/* For whoever is building the site; the production build drops it, customers never see it. */}
      {import.meta.env.DEV ? (
        <p className="mt-2 text-sm text-muted">
          {
            'Developer hint: if this page should exist, add it to the router (src/client/routes.ts).'
          }
        </p>
      ) : null}
      <Button asChild className="mt-8">
        <Link to={sitePath(language, '/')}>{t('notFound.backHome')}</Link>
      </Button>
    </section>
  );
}
