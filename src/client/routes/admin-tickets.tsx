import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { TICKET_STATUSES, type TicketStatus } from '../../domain/schemas/tickets';
import { TICKET_TEXT } from '../../domain/ticket-text';
import { RequireAdmin } from '../features/auth/components/guards';
import { TicketsScreen } from '../features/tickets/components/tickets-screen';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Tickets',
    description: "Residents' problem reports and how they were resolved.",
    path: '/admin/tickets',
    noIndex: true,
  });

/** The office's tickets; the list shown (open or resolved) lives in the address. */
export default function AdminTickets() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status: TicketStatus = TICKET_STATUSES.find((s) => s === asked) ?? 'open';
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
          <h1 className="mt-2 mb-6 text-3xl font-bold text-ink">{TICKET_TEXT.ticketsTitle}</h1>
          <TicketsScreen
            status={status}
            onStatusChange={(next) => setParams({ status: next }, { replace: true })}
          />
        </section>
      )}
    </RequireAdmin>
  );
}
