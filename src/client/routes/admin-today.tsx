import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { TODAY_TEXT } from '../../domain/today-text';
import { RequireAdmin } from '../features/auth/components/guards';
import { TodayBoard } from '../features/today/components/today-board';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: TODAY_TEXT.title,
    description: TODAY_TEXT.description,
    path: '/admin/today',
    noIndex: true,
  });

/** The office's Today board (docs/product.md#today-board). */
export default function AdminToday() {
  return (
    <RequireAdmin>
      {() => (
        <section className="mx-auto max-w-5xl px-4 py-8">
          <Link
            to="/admin"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" /> Admin Dashboard
          </Link>
          <h1 className="mt-2 text-3xl font-bold text-ink">{TODAY_TEXT.title}</h1>
          <div className="mt-2">
            <TodayBoard />
          </div>
        </section>
      )}
    </RequireAdmin>
  );
}
