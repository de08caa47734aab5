import { History, MessageSquareWarning } from 'lucide-react';
import { lazy } from 'react';
import { formatServiceDate } from '../../../../domain/pickup-calendar';
import { TICKET_KIND_LABELS } from '../../../../domain/pickup-labels';
import type { ResidentPickup } from '../../../../domain/schemas/tickets';
import { pickupSummary, TICKET_TEXT, ticketOutcomeText } from '../../../../domain/ticket-text';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { OnDemandDialog } from '../../../components/ui/on-demand-dialog';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { usePickups } from '../api/get-pickups';
import { Photo } from '../../../components/ui/photo';
import { PickupStateBadge, TicketStatusBadge } from './pickup-parts';

const ReportProblemDialog = lazy(() =>
  import('./report-problem-dialog').then((m) => ({ default: m.ReportProblemDialog })),
);

/** Report a Problem, whose dialog (and form) loads when first opened. */
function ReportProblem({ pickup }: { pickup: ResidentPickup }) {
  const trigger = (
    <Button variant="outline" size="sm" className="mt-2">
      <MessageSquareWarning aria-hidden /> {TICKET_TEXT.reportButton}
    </Button>
  );
  return (
    <OnDemandDialog
      trigger={trigger}
      dialog={(state) => <ReportProblemDialog pickup={pickup} trigger={trigger} {...state} />}
    />
  );
}

function TicketState({ pickup }: { pickup: ResidentPickup }) {
  const { ticket } = pickup;
  if (!ticket) return null;
  return (
    <div className="mt-2 rounded-md bg-slate-50 p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        {TICKET_TEXT.yourReport}: {TICKET_KIND_LABELS[ticket.kind]}
        <TicketStatusBadge status={ticket.status} />
      </p>
      {ticket.note ? <p className="mt-1 text-muted wrap-anywhere">{ticket.note}</p> : null}
      <p className="mt-1">
        {ticket.outcome ? ticketOutcomeText(ticket.outcome) : TICKET_TEXT.open}
      </p>
    </div>
  );
}

function PickupItem({ pickup }: { pickup: ResidentPickup }) {
  const date = formatServiceDate(pickup.serviceDate);
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{date}</p>
        <PickupStateBadge state={pickup.state} />
      </div>
      <p className="mt-1 text-sm text-muted">{pickupSummary(pickup)}</p>
      {pickup.note ? <p className="text-sm text-muted wrap-anywhere">“{pickup.note}”</p> : null}
      {pickup.officeNote ? (
        <p className="text-sm text-muted wrap-anywhere">{pickup.officeNote}</p>
      ) : null}
      {pickup.photoId ? (
        <div className="mt-2">
          <Photo id={pickup.photoId} alt={TICKET_TEXT.crewPhotoAlt(pickup.serviceDate)} />
        </div>
      ) : null}
      <TicketState pickup={pickup} />
      {pickup.canReport ? <ReportProblem pickup={pickup} /> : null}
    </li>
  );
}

/**
 * The resident's recent pickups with what the crew recorded at the door, and a problem report on
 * any of the last 48 hours (docs/product.md#tickets).
 */
export function PickupOutcomes() {
  const query = usePickups();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <History aria-hidden className="size-5 text-brand-700" /> Recent service
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner label="Loading recent service" />
        ) : query.isError ? (
          <RetryAlert
            message="Failed to load your pickups. Please try again."
            onRetry={() => void query.refetch()}
          />
        ) : query.data.pickups.length ? (
          <ul className="divide-y divide-slate-200" aria-label="Recent pickups">
            {query.data.pickups.map((pickup) => (
              <PickupItem key={pickup.id} pickup={pickup} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">
            No pickups yet. Each pickup appears here once our team has been to your door.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
