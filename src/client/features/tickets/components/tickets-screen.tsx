import { formatServiceDate } from '../../../../domain/pickup-calendar';
import {
  TICKET_KIND_LABELS,
  type AdminTicket,
  type TicketStatus,
} from '../../../../domain/schemas/tickets';
import {
  formatServiceDateTime,
  pickupSummary,
  TICKET_TEXT,
  ticketOutcomeText,
} from '../../../../domain/ticket-text';
import { Button } from '../../../components/ui/button';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useTickets } from '../api/get-tickets';
import { Photo } from '../../../components/ui/photo';
import { PickupStateBadge, TicketStatusBadge } from './pickup-parts';
import { ResolveTicketForm } from './resolve-ticket-form';

function TicketCard({ ticket }: { ticket: AdminTicket }) {
  const { resident, pickup } = ticket;
  const headingId = `ticket-${ticket.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold text-ink">
              {TICKET_KIND_LABELS[ticket.kind]}: {resident.name}
            </h2>
            <p className="text-sm text-muted wrap-anywhere">
              {resident.door}
              {resident.community ? ` · ${resident.community}` : ''} · {resident.email}
            </p>
            <p className="text-sm text-muted">
              Pickup of {formatServiceDate(pickup.serviceDate)} · reported{' '}
              {formatServiceDateTime(ticket.createdAt)}
            </p>
          </div>
          <TicketStatusBadge status={ticket.status} />
        </header>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <section aria-label={TICKET_TEXT.residentReport} className="rounded-md bg-slate-50 p-3">
            <h3 className="text-sm font-semibold text-ink">{TICKET_TEXT.residentReport}</h3>
            <p className="mt-1 text-sm wrap-anywhere">{ticket.note || 'No note.'}</p>
            {ticket.photoId ? (
              <div className="mt-2">
                <Photo id={ticket.photoId} alt={TICKET_TEXT.residentPhotoAlt} />
              </div>
            ) : null}
          </section>
          <section aria-label={TICKET_TEXT.crewRecord} className="rounded-md bg-slate-50 p-3">
            <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
              {TICKET_TEXT.crewRecord} <PickupStateBadge state={pickup.state} />
            </h3>
            <p className="mt-1 text-sm">
              {pickupSummary(pickup)}
              {pickup.porterName ? ` By ${pickup.porterName}.` : ''}
            </p>
            {pickup.note ? (
              <p className="text-sm text-muted wrap-anywhere">“{pickup.note}”</p>
            ) : null}
            {pickup.officeNote ? (
              <p className="text-sm text-muted wrap-anywhere">{pickup.officeNote}</p>
            ) : null}
            {pickup.photoId ? (
              <div className="mt-2">
                <Photo
                  id={pickup.photoId}
                  alt={`Photo the crew took on ${formatServiceDate(pickup.serviceDate)}`}
                />
              </div>
            ) : null}
          </section>
        </div>
        <div className="mt-4 border-t border-slate-200 pt-4">
          {ticket.outcome ? (
            <p className="text-sm">
              <span className="font-semibold">Resolved:</span> {ticketOutcomeText(ticket.outcome)}
            </p>
          ) : (
            <ResolveTicketForm ticket={ticket} />
          )}
        </div>
      </article>
    </li>
  );
}

/**
 * The office's tickets (docs/product.md#tickets): each report beside the crew's own record and
 * photos, resolved by a return visit, a credit or no action.
 */
export function TicketsScreen({
  status,
  onStatusChange,
}: {
  status: TicketStatus;
  onStatusChange: (status: TicketStatus) => void;
}) {
  const tickets = useTickets(status);
  return (
    <div className="grid gap-6">
      <div role="group" aria-label="Which tickets" className="flex gap-2">
        {(['open', 'resolved'] as const).map((s) => (
          <Button
            key={s}
            variant={status === s ? 'default' : 'outline'}
            aria-pressed={status === s}
            onClick={() => onStatusChange(s)}
          >
            {s === 'open' ? 'Open' : 'Resolved'}
          </Button>
        ))}
      </div>
      {tickets.isPending ? (
        <Spinner label="Loading the tickets" />
      ) : tickets.isError ? (
        <RetryAlert
          message={errorMessage(tickets.error, TICKET_TEXT.ticketsLoadFailed)}
          onRetry={() => void tickets.refetch()}
        />
      ) : tickets.data.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted">
          {status === 'open' ? TICKET_TEXT.ticketsEmptyOpen : TICKET_TEXT.ticketsEmptyResolved}
        </p>
      ) : (
        <ul
          className="grid gap-6"
          aria-label={status === 'open' ? 'Open tickets' : 'Resolved tickets'}
        >
          {tickets.data.map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} />
          ))}
        </ul>
      )}
    </div>
  );
}
