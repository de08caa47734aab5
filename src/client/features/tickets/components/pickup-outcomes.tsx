import { History, MessageSquareWarning } from 'lucide-react';
import { lazy } from 'react';
import { moneyIn, serviceDateIn } from '../../../../domain/content/site-formats';
import type {
  PickupRecord,
  ResidentPickup,
  TicketOutcome,
} from '../../../../domain/schemas/tickets';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { OnDemandDialog } from '../../../components/ui/on-demand-dialog';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { formatsIn } from '../../../lib/formats';
import { useSiteText, type SiteText } from '../../../lib/site-text-context';
import { usePickups } from '../api/get-pickups';
import { Photo } from '../../../components/ui/photo';
import { PickupStateBadge, TicketStatusBadge } from './pickup-parts';

const ReportProblemDialog = lazy(() =>
  import('./report-problem-dialog').then((m) => ({ default: m.ReportProblemDialog })),
);

/** One line on what the crew found at the door. */
function pickupSummary({ t, language }: SiteText, pickup: PickupRecord): string {
  const time = pickup.recordedAt ? formatsIn(language).serviceTime(pickup.recordedAt) : 'none';
  switch (pickup.state) {
    case 'collected':
      return t('portal.problem.collected', { time });
    case 'nothing_out':
      return t('portal.problem.nothingOut', { time });
    case 'problem': {
      const reason = pickup.reason
        ? t(`crew.reason.${pickup.reason}`)
        : t('portal.problem.aProblem');
      const bags = pickup.bagCount === null ? 'none' : String(pickup.bagCount);
      return t('portal.problem.problem', { reason, bags, time });
    }
    case 'missed':
      return t('portal.problem.missed');
    case 'cancelled':
      return t('portal.problem.cancelled');
    case 'scheduled':
      return t('portal.problem.scheduled');
  }
}

/** How the office settled a report, in a sentence. */
function outcomeText({ t, language }: SiteText, outcome: TicketOutcome): string {
  switch (outcome.resolution) {
    case 'return_visit':
      return t('portal.problem.returnVisit', {
        date: serviceDateIn(language, outcome.returnDate ?? ''),
      });
    case 'credit':
      return t('portal.problem.credit', {
        amount: moneyIn(language, outcome.creditCents ?? 0),
        applied: outcome.creditApplied ? 'yes' : 'no',
      });
    case 'no_action':
      return t('portal.problem.noAction', { note: outcome.note ?? '' });
  }
}

/** Report a Problem, whose dialog (and form) loads when first opened. */
function ReportProblem({ pickup }: { pickup: ResidentPickup }) {
  const { t } = useSiteText();
  const trigger = (
    <Button variant="outline" size="sm" className="mt-2">
      <MessageSquareWarning aria-hidden /> {t('portal.problem.report')}
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
  const words = useSiteText();
  const { t } = words;
  const { ticket } = pickup;
  if (!ticket) return null;
  return (
    <div className="mt-2 rounded-md bg-slate-50 p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        {t('portal.problem.yourReport', { kind: t('portal.problem.kind', { kind: ticket.kind }) })}
        <TicketStatusBadge status={ticket.status} />
      </p>
      {ticket.note ? <p className="mt-1 text-muted wrap-anywhere">{ticket.note}</p> : null}
      <p className="mt-1">
        {ticket.outcome ? outcomeText(words, ticket.outcome) : t('portal.problem.open')}
      </p>
    </div>
  );
}

function PickupItem({ pickup }: { pickup: ResidentPickup }) {
  const words = useSiteText();
  const { t, language } = words;
  const date = serviceDateIn(language, pickup.serviceDate);
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{date}</p>
        <PickupStateBadge state={pickup.state} />
      </div>
      <p className="mt-1 text-sm text-muted">{pickupSummary(words, pickup)}</p>
      {pickup.note ? <p className="text-sm text-muted wrap-anywhere">“{pickup.note}”</p> : null}
      {pickup.officeNote ? (
        <p className="text-sm text-muted wrap-anywhere">{pickup.officeNote}</p>
      ) : null}
      {pickup.photoId ? (
        <div className="mt-2">
          <Photo id={pickup.photoId} alt={t('portal.problem.crewPhoto', { date })} />
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
  const { t } = useSiteText();
  const query = usePickups();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <History aria-hidden className="size-5 text-brand-700" /> {t('portal.problem.recent')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner label={t('portal.problem.loading')} />
        ) : query.isError ? (
          <RetryAlert
            message={t('portal.problem.loadFailed')}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.pickups.length ? (
          <ul className="divide-y divide-slate-200" aria-label={t('portal.problem.list')}>
            {query.data.pickups.map((pickup) => (
              <PickupItem key={pickup.id} pickup={pickup} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{t('portal.problem.empty')}</p>
        )}
      </CardContent>
    </Card>
  );
}
