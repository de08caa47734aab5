import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Page Not Found',
    description: 'The page you are looking for does not exist.',
    path: '/404',
    noIndex: true,
  });

export default function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold text-ink">404 Page Not Found</h1>
      <p className="mt-4 text-muted">
        We couldn&apos;t find the page you were looking for. It may have moved, or the address may
        be mistyped.
      </p>
      {/* For whoever is building the site; the production build drops it, customers never see it. */}
      {import.meta.env.DEV ? (
        <p className="mt-2 text-sm text-muted">
          Developer hint: if this page should exist, add it to the router (src/client/routes.ts).
        </p>
      ) : null}
      <Button asChild className="mt-8">
        <Link to="/">Back to Home</Link>
      </Button>
    </section>
  );
}
