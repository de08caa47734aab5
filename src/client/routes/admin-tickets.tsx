import { useSearchParams } from 'react-router';
import { TICKET_STATUSES, type TicketStatus } from '../../domain/schemas/tickets';
import { TICKET_TEXT } from '../../domain/ticket-text';
import { OfficePageHeading } from '../components/layout/office-layout';
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
    <>
      <OfficePageHeading title="Tickets" description={TICKET_TEXT.ticketsIntro} />
      <TicketsScreen
        status={status}
        onStatusChange={(next) => setParams({ status: next }, { replace: true })}
      />
    </>
  );
}
