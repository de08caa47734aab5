import { PICKUP_STATE_LABELS, type PickupState } from '../../../../domain/pickup-labels';
import type { TicketStatus } from '../../../../domain/schemas/tickets';
import { Badge } from '../../../components/ui/badge';

// What the portal's pickups and the office's tickets show alike.

const STATE_VARIANT = {
  scheduled: 'secondary',
  collected: 'default',
  nothing_out: 'outline',
  problem: 'warning',
  missed: 'destructive',
  cancelled: 'secondary',
} as const;

export function PickupStateBadge({ state }: { state: PickupState }) {
  return <Badge variant={STATE_VARIANT[state]}>{PICKUP_STATE_LABELS[state]}</Badge>;
}

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge variant={status === 'open' ? 'warning' : 'secondary'}>
      {status === 'open' ? 'Open' : 'Resolved'}
    </Badge>
  );
}
