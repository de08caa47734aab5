import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { useUser } from '../features/auth/api/get-user';
import { SubscriptionList } from '../features/subscriptions/components/subscription-list';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Client Portal',
    description: 'Your pickups, schedule, billing and settings.',
    path: '/client-portal',
    noIndex: true,
  });

/** Spec §2: signed-out visitors see access denied with a Log In button (no redirect). */
function AccessDenied() {
  return (
    <section className="mx-auto max-w-lg px-4 py-24 text-center">
      <ShieldAlert aria-hidden className="mx-auto size-12 text-red-700" />
      <h1 className="mt-4 text-3xl font-bold text-ink">Access Denied</h1>
      <p className="mt-3 text-muted">Please log in to view your client portal.</p>
      <Button asChild className="mt-6">
        <Link to="/login">Log In</Link>
      </Button>
    </section>
  );
}

export default function ClientPortal() {
  const { data: user, isPending } = useUser();
  if (isPending) return <PageSpinner label="Checking your session" />;
  if (!user) return <AccessDenied />;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold text-ink">Client Portal</h1>
      <p className="mt-2 text-muted">Hello {user.firstName || user.username}.</p>
      <div className="mt-8">
        <SubscriptionList />
      </div>
    </section>
  );
}
