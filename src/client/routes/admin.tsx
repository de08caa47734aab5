import { RequireAdmin } from '../features/auth/components/guards';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Admin Dashboard',
    description: 'Operations dashboard.',
    path: '/admin',
    noIndex: true,
  });

export default function Admin() {
  return (
    <RequireAdmin>
      {(user) => (
        <section className="mx-auto max-w-7xl px-4 py-10">
          <h1 className="text-3xl font-bold text-ink">Admin Dashboard</h1>
          <p className="mt-2 text-muted">Signed in as {user.email}.</p>
        </section>
      )}
    </RequireAdmin>
  );
}
