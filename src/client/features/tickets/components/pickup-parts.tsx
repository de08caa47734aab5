import type { PickupState } from '../../../../domain/pickup-labels';
import type { TicketStatus } from '../../../../domain/schemas/tickets';
import { Badge } from '../../../components/ui/badge';
import { useSiteText } from '../../../lib/site-text-context';

// What the portal's pickups and the office's tickets show alike, in the reader's language (the
// office's pages are English).

const STATE_VARIANT = {
  scheduled: 'secondary',
  collected: 'default',
  nothing_out: 'outline',
  problem: 'warning',
  missed: 'destructive',
  cancelled: 'secondary',
} as const;

export function PickupStateBadge({ state }: { state: PickupState }) {
  const { t } = useSiteText();
  return <Badge variant={STATE_VARIANT[state]}>{t('portal.problem.state', { state })}</Badge>;
}

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useSiteText();
  return (
    <Badge variant={status === 'open' ? 'warning' : 'secondary'}>
      {t('portal.problem.status', { status })}
    </Badge>
  );
}
