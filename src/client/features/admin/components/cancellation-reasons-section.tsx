import { CANCEL_TEXT, cancelReasonLabel } from '../../../../domain/cancellation';
import { formatBillingDate } from '../../../../domain/billing';
import type { CancellationMonth } from '../../../../domain/schemas/admin';
import { Spinner } from '../../../components/ui/spinner';
import { useCancellations } from '../api/cancellations';
import { ListError } from './list-error';

/** "November 2026" for 2026-11. */
const monthLabel = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function Month({ month }: { month: CancellationMonth }) {
  const headingId = `cancellations-${month.month}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4">
      <h3 id={headingId} className="font-semibold text-ink">
        {monthLabel(month.month)}{' '}
        <span className="font-normal text-muted">· {CANCEL_TEXT.monthTotal(month.total)}</span>
      </h3>
      <dl className="mt-3 grid max-w-sm gap-y-1 text-sm">
        {month.reasons.map(({ reason, count }) => (
          <div key={reason ?? 'none'} className="flex justify-between gap-4">
            <dt className="text-muted">
              {reason ? cancelReasonLabel(reason) : CANCEL_TEXT.noReason}
            </dt>
            <dd className="font-semibold tabular-nums">{count}</dd>
          </div>
        ))}
      </dl>
      {month.notes.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-sm font-medium text-ink">{CANCEL_TEXT.inTheirWords}</h4>
          <ul className="mt-2 grid gap-2">
            {month.notes.map((n) => (
              <li key={`${n.cancelledAt}-${n.customerName}`} className="text-sm">
                <blockquote className="break-words border-l-2 border-slate-300 pl-3 text-ink">
                  {n.note}
                </blockquote>
                <p className="mt-0.5 pl-3 text-xs text-muted">
                  {n.customerName}, {formatBillingDate(n.cancelledAt)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}

/**
 * Why customers cancel, by month (docs/decisions/039-a-fair-cancel.md): each reason's count and
 * what customers wrote with Other, on the office's Subscriptions page.
 */
export function CancellationReasonsSection() {
  const { data, isPending, error, refetch } = useCancellations();
  return (
    <section aria-labelledby="cancellation-reasons" className="mt-10">
      <h2 id="cancellation-reasons" className="text-xl font-semibold text-ink">
        {CANCEL_TEXT.officeHeading}
      </h2>
      <p className="mt-1 text-sm text-muted">{CANCEL_TEXT.officeIntro}</p>
      <div className="mt-4 grid gap-4">
        {isPending ? (
          <Spinner label="Loading cancellation reasons" />
        ) : error ? (
          <ListError
            error={error}
            message={CANCEL_TEXT.officeLoadFailed}
            onRetry={() => void refetch()}
          />
        ) : data.length === 0 ? (
          <p className="text-sm text-muted">{CANCEL_TEXT.officeEmpty}</p>
        ) : (
          data.map((month) => <Month key={month.month} month={month} />)
        )}
      </div>
    </section>
  );
}
