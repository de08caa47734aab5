import { lazy } from 'react';
import type { AnalyticsRange } from '../../../../domain/analytics-range';
import { ANALYTICS_SERVICE_TEXT } from '../../../../domain/analytics-service';
import { cancelReasonLabel, type CancelReason } from '../../../../domain/cancellation';
import type { FigureKind } from '../../../../domain/revenue-tables';
import {
  CANCEL_KEYS,
  type GrowthAnalytics,
  type ServiceAnalytics,
  type ServiceFigures,
} from '../../../../domain/schemas/analytics-service';
import { monthLabel } from '../../../../domain/revenue-tables';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import {
  growthCsvHref,
  serviceCsvHref,
  useGrowthNumbers,
  useServiceNumbers,
} from '../api/service-report';
import { AnalyticsSection, type SectionTable } from './analytics-section';
import {
  formatChange,
  formatCount,
  formatFigure,
  formatMinutes,
  formatPer1000,
  formatShare,
  formatWeek,
} from './format';

// The chart code loads after the numbers and tables are on screen, as the revenue charts do.
const charts = () => import('./service-charts');
const WeeklyLines = lazy(() => charts().then((m) => ({ default: m.WeeklyLines })));
const NamedBars = lazy(() => charts().then((m) => ({ default: m.NamedBars })));

// The service and growth halves of the owner's numbers
// (docs/product.md#the-owners-numbers-service-and-growth): the span's figures beside the span
// before, then each chart with its table and CSV.

type Card = { label: string; value: string; before: string; change: string };

function Cards({ cards }: { cards: readonly Card[] }) {
  return (
    <dl className="grid grid-cols-1 gap-3 min-[390px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
      {cards.map((c) => (
        <div key={c.label} className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-sm text-muted">{c.label}</dt>
          <dd className="mt-1 text-xl font-semibold text-ink tabular-nums">{c.value}</dd>
          <dd className="text-xs text-muted">
            {c.change} (before: {c.before})
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A figure as a card, compared with the span before. */
function card(
  label: string,
  current: number | null,
  previous: number | null,
  kind: FigureKind | 'per1000' | 'minutes' | 'decimal',
): Card {
  const format =
    kind === 'per1000' || kind === 'decimal'
      ? formatPer1000
      : kind === 'minutes'
        ? formatMinutes
        : (v: number | null) => formatFigure(v, kind);
  const change =
    kind === 'per1000' || kind === 'decimal' || kind === 'minutes'
      ? current === null || previous === null
        ? 'no figure to compare'
        : current === previous
          ? 'no change'
          : `${current > previous ? 'up' : 'down'} ${format(Math.abs(current - previous))}`
      : formatChange(current, previous, kind);
  return { label, value: format(current), before: format(previous), change };
}

const share = (value: number | null) => (value === null ? '—' : formatShare(value));

/** A half of the page; the span and the one it is compared with are said once, above revenue. */
function Heading({ title }: { title: string }) {
  return <h2 className="mt-12 mb-3 text-2xl font-semibold text-ink">{title}</h2>;
}

function serviceCards({ current: c, previous: p }: ServiceAnalytics): Card[] {
  return [
    card('Completion rate', c.completionRate, p.completionRate, 'share'),
    card(
      'Missed, reported, per 1,000 stops',
      c.missedReportedPer1000,
      p.missedReportedPer1000,
      'per1000',
    ),
    card(
      'Missed, upheld, per 1,000 stops',
      c.missedUpheldPer1000,
      p.missedUpheldPer1000,
      'per1000',
    ),
    card('Problems per 1,000 stops', c.problemsPer1000, p.problemsPer1000, 'per1000'),
    card('Tickets per 1,000 stops', c.ticketsPer1000, p.ticketsPer1000, 'per1000'),
    card('Stops per porter-hour', c.stopsPerPorterHour, p.stopsPerPorterHour, 'decimal'),
    card('Median time to resolve', c.resolveMinutesMedian, p.resolveMinutesMedian, 'minutes'),
    card('90th percentile to resolve', c.resolveMinutesP90, p.resolveMinutesP90, 'minutes'),
  ];
}

/** Rows of figures named by their first cell. */
function table<T>(
  caption: string,
  first: [string, (row: T) => string],
  columns: readonly [string, (row: T) => string][],
  rows: readonly T[],
): SectionTable {
  return {
    caption,
    header: [first[0], ...columns.map(([h]) => h)],
    rows: rows.map((r) => [first[1](r), ...columns.map(([, v]) => v(r))]),
  };
}

const byWeek: [string, (w: { week: string }) => string] = ['Week', (w) => formatWeek(w.week)];

function ServiceSectionsOf({ numbers }: { numbers: ServiceAnalytics }) {
  const { current, weeks, reasons, communities, porters, range } = numbers;
  const csv = (t: Parameters<typeof serviceCsvHref>[1]) => serviceCsvHref(range, t);
  const worstReason = [...reasons].sort((a, b) => b.problems - a.problems)[0];
  const fastest = [...porters]
    .filter((p) => p.stopsPerPorterHour !== null)
    .sort((a, b) => (b.stopsPerPorterHour ?? 0) - (a.stopsPerPorterHour ?? 0))[0];
  return (
    <>
      <AnalyticsSection
        title="Completion by week"
        csvHref={csv('weeks')}
        summary={`${formatCount(current.completed)} of ${formatCount(current.stops)} stops were completed (${share(current.completionRate)}); ${formatCount(current.held)} pickups on hold are left out.`}
        chart={
          <WeeklyLines
            title="Completion by week"
            weeks={weeks}
            share
            series={[{ key: 'completionRate', name: 'Completion rate' }]}
          />
        }
        table={table(
          'Completion by week',
          byWeek,
          [
            ['Stops', (w: ServiceFigures) => formatCount(w.stops)],
            ['Completed', (w) => formatCount(w.completed)],
            ['Completion rate', (w) => share(w.completionRate)],
            ['On hold', (w) => formatCount(w.held)],
          ],
          weeks,
        )}
      />
      <AnalyticsSection
        title="Missed pickups and tickets by week"
        csvHref={csv('weeks')}
        summary={`Residents reported ${formatCount(current.missedReported)} missed pickups (${formatPer1000(current.missedReportedPer1000)} per 1,000 stops); ${formatCount(current.missedUpheld)} were upheld (${formatPer1000(current.missedUpheldPer1000)} per 1,000). Late set-outs are never upheld.`}
        chart={
          <WeeklyLines
            title="Missed pickups and tickets by week"
            weeks={weeks}
            series={[
              { key: 'missedReportedPer1000', name: 'Missed, reported, per 1,000' },
              { key: 'missedUpheldPer1000', name: 'Missed, upheld, per 1,000' },
              { key: 'ticketsPer1000', name: 'Tickets per 1,000' },
            ]}
          />
        }
        table={table(
          'Missed pickups and tickets by week',
          byWeek,
          [
            ['Reported', (w: ServiceFigures) => formatCount(w.missedReported)],
            ['Reported per 1,000', (w) => formatPer1000(w.missedReportedPer1000)],
            ['Upheld', (w) => formatCount(w.missedUpheld)],
            ['Upheld per 1,000', (w) => formatPer1000(w.missedUpheldPer1000)],
            ['Tickets per 1,000', (w) => formatPer1000(w.ticketsPer1000)],
          ],
          weeks,
        )}
      />
      <AnalyticsSection
        title="Problems by reason"
        csvHref={csv('reasons')}
        summary={
          worstReason && worstReason.problems > 0
            ? `${formatCount(current.problems)} problems at doors (${formatPer1000(current.problemsPer1000)} per 1,000 stops); the most common: ${worstReason.label.toLowerCase()}.`
            : 'The crew recorded no problem at a door in the span.'
        }
        chart={
          <NamedBars
            title="Problems by reason"
            rows={reasons}
            labelKey="label"
            series={[
              { key: 'per1000', name: 'Per 1,000 stops' },
              { key: 'previousPer1000', name: 'Span before' },
            ]}
          />
        }
        table={table(
          'Problems by reason',
          ['Reason', (r: ServiceAnalytics['reasons'][number]) => r.label],
          [
            ['Problems', (r) => formatCount(r.problems)],
            ['Per 1,000 stops', (r) => formatPer1000(r.per1000)],
            ['Span before', (r) => formatCount(r.previousProblems)],
            ['Per 1,000 before', (r) => formatPer1000(r.previousPer1000)],
          ],
          reasons,
        )}
      />
      <AnalyticsSection
        title="Time to resolve tickets by week"
        csvHref={csv('weeks')}
        summary={
          current.ticketsResolved === 0
            ? 'No ticket was resolved in the span.'
            : `${formatCount(current.ticketsResolved)} tickets resolved; half within ${formatMinutes(current.resolveMinutesMedian)}, nine in ten within ${formatMinutes(current.resolveMinutesP90)}.`
        }
        chart={
          <WeeklyLines
            title="Time to resolve tickets by week, in minutes"
            weeks={weeks}
            series={[
              { key: 'resolveMinutesMedian', name: 'Median minutes' },
              { key: 'resolveMinutesP90', name: '90th percentile minutes' },
            ]}
          />
        }
        table={table(
          'Time to resolve tickets by week',
          byWeek,
          [
            ['Resolved', (w: ServiceFigures) => formatCount(w.ticketsResolved)],
            ['Median', (w) => formatMinutes(w.resolveMinutesMedian)],
            ['90th percentile', (w) => formatMinutes(w.resolveMinutesP90)],
          ],
          weeks,
        )}
      />
      <AnalyticsSection
        title="By porter"
        csvHref={csv('porters')}
        summary={
          fastest
            ? `Stops per porter-hour run from a route's first check-in to its last; ${fastest.porter} checked in ${formatPer1000(fastest.stopsPerPorterHour)} an hour.`
            : 'No route had check-ins far enough apart to time.'
        }
        chart={
          <NamedBars
            title="Stops per porter-hour"
            rows={porters}
            labelKey="porter"
            series={[{ key: 'stopsPerPorterHour', name: 'Stops per porter-hour' }]}
          />
        }
        table={table(
          'By porter',
          ['Porter', (p: ServiceAnalytics['porters'][number]) => p.porter],
          [
            ['Stops', (p) => formatCount(p.stops)],
            ['Completion rate', (p) => share(p.completionRate)],
            ['Stops per porter-hour', (p) => formatPer1000(p.stopsPerPorterHour)],
            ['Problems per 1,000', (p) => formatPer1000(p.problemsPer1000)],
            ['Missed, upheld, per 1,000', (p) => formatPer1000(p.missedUpheldPer1000)],
          ],
          porters,
        )}
      />
      <AnalyticsSection
        title="By community"
        csvHref={csv('communities')}
        summary="Each community's stops and how they went; a door outside a listed community counts under its own line."
        table={table(
          'By community',
          ['Community', (c: ServiceAnalytics['communities'][number]) => c.community],
          [
            ['Stops', (c) => formatCount(c.stops)],
            ['Completion rate', (c) => share(c.completionRate)],
            ['Missed, upheld, per 1,000', (c) => formatPer1000(c.missedUpheldPer1000)],
            ['Problems per 1,000', (c) => formatPer1000(c.problemsPer1000)],
            ['Tickets per 1,000', (c) => formatPer1000(c.ticketsPer1000)],
          ],
          communities,
        )}
      />
    </>
  );
}

/** The service half of the owner's numbers, for a span. */
export function ServiceSections({ range }: { range: AnalyticsRange }) {
  const { data, isPending, error, refetch, isPlaceholderData } = useServiceNumbers(range);
  if (isPending) return <Spinner label="Loading the service numbers" />;
  if (error)
    return (
      <RetryAlert
        message="The service numbers could not be loaded."
        onRetry={() => void refetch()}
      />
    );
  return (
    <div
      aria-busy={isPlaceholderData || undefined}
      className={isPlaceholderData ? 'opacity-60' : undefined}
    >
      <Heading title="Service" />
      <Cards cards={serviceCards(data)} />
      <ServiceSectionsOf numbers={data} />
    </div>
  );
}

const cancelLabel = (key: (typeof CANCEL_KEYS)[number]) =>
  key === 'none' ? ANALYTICS_SERVICE_TEXT.noReason : cancelReasonLabel(key as CancelReason);

function GrowthSectionsOf({ numbers }: { numbers: GrowthAnalytics }) {
  const { current, weeks, communities, waitlist, cancellations, range } = numbers;
  const csv = (t: Parameters<typeof growthCsvHref>[1]) => growthCsvHref(range, t);
  const waitingZips = waitlist.filter((z) => !z.served && z.waitingNow > 0);
  const top = waitingZips[0];
  const monthRows = cancellations.map((m) => ({
    label: monthLabel(m.month),
    ...Object.fromEntries(CANCEL_KEYS.map((k) => [k, m.byReason[k]])),
  }));
  return (
    <>
      <AnalyticsSection
        title="Sign-ups by week"
        csvHref={csv('weeks')}
        summary={`${formatCount(current.signupsStarted)} sign-ups started and ${formatCount(current.signupsPaid)} paid: ${share(current.conversionRate)} converted.`}
        chart={
          <NamedBars
            title="Sign-ups by week"
            counts
            rows={weeks.map((w) => ({
              ...w,
              label: formatWeek(w.week),
              signupsUnpaid: w.signupsStarted - w.signupsPaid,
            }))}
            labelKey="label"
            // One bar a week, its paid part below: a year of weeks side by side stays readable on a phone.
            stacked
            series={[
              { key: 'signupsPaid', name: 'Paid' },
              { key: 'signupsUnpaid', name: 'Started, not paid yet' },
            ]}
          />
        }
        table={table(
          'Sign-ups by week',
          byWeek,
          [
            ['Started', (w: GrowthAnalytics['weeks'][number]) => formatCount(w.signupsStarted)],
            ['Paid', (w) => formatCount(w.signupsPaid)],
            ['Converted', (w) => share(w.conversionRate)],
          ],
          weeks,
        )}
      />
      <AnalyticsSection
        title="Sign-ups by community"
        csvHref={csv('communities')}
        summary="Where sign-ups came from, and how many of them paid."
        table={table(
          'Sign-ups by community',
          ['Community', (c: GrowthAnalytics['communities'][number]) => c.community],
          [
            ['Started', (c) => formatCount(c.signupsStarted)],
            ['Paid', (c) => formatCount(c.signupsPaid)],
            ['Converted', (c) => share(c.conversionRate)],
          ],
          communities,
        )}
      />
      <AnalyticsSection
        title="Waitlist by ZIP code"
        csvHref={csv('waitlist')}
        summary={
          top
            ? `Where to expand next: ${top.zip} has ${formatCount(top.waitingNow)} people waiting; ${formatCount(current.waitlistJoined)} joined the waitlist in the span.`
            : `${formatCount(current.waitlistJoined)} joined the waitlist in the span; nobody is waiting outside the area we serve.`
        }
        chart={
          <NamedBars
            title="People waiting, by ZIP code"
            counts
            rows={waitingZips.slice(0, 12)}
            labelKey="zip"
            series={[{ key: 'waitingNow', name: 'Waiting now' }]}
          />
        }
        table={table(
          'Waitlist by ZIP code',
          ['ZIP code', (z: GrowthAnalytics['waitlist'][number]) => z.zip],
          [
            ['Served now', (z) => (z.served ? 'Yes' : 'No')],
            ['Joined', (z) => formatCount(z.joined)],
            ['Confirmed', (z) => formatCount(z.confirmed)],
            ['Joined before', (z) => formatCount(z.previousJoined)],
            ['Waiting now', (z) => formatCount(z.waitingNow)],
          ],
          waitlist,
        )}
      />
      <AnalyticsSection
        title="Cancellation reasons by month"
        csvHref={csv('cancellations')}
        summary={`${formatCount(current.cancellations)} cancellations in the span, by the reason the resident chose.`}
        chart={
          <NamedBars
            title="Cancellation reasons by month"
            counts
            rows={monthRows}
            labelKey="label"
            stacked
            series={CANCEL_KEYS.map((k) => ({ key: k, name: cancelLabel(k) }))}
          />
        }
        table={table(
          'Cancellation reasons by month',
          ['Month', (m: GrowthAnalytics['cancellations'][number]) => monthLabel(m.month)],
          [
            ['All', (m) => formatCount(m.total)],
            ...CANCEL_KEYS.map(
              (k) =>
                [
                  cancelLabel(k),
                  (m: GrowthAnalytics['cancellations'][number]) => formatCount(m.byReason[k]),
                ] as [string, (m: GrowthAnalytics['cancellations'][number]) => string],
            ),
          ],
          cancellations,
        )}
      />
    </>
  );
}

/** The growth half of the owner's numbers, for a span. */
export function GrowthSections({ range }: { range: AnalyticsRange }) {
  const { data, isPending, error, refetch, isPlaceholderData } = useGrowthNumbers(range);
  if (isPending) return <Spinner label="Loading the growth numbers" />;
  if (error)
    return (
      <RetryAlert
        message="The growth numbers could not be loaded."
        onRetry={() => void refetch()}
      />
    );
  const { current: c, previous: p } = data;
  return (
    <div
      aria-busy={isPlaceholderData || undefined}
      className={isPlaceholderData ? 'opacity-60' : undefined}
    >
      <Heading title="Growth" />
      <Cards
        cards={[
          card('Sign-ups started', c.signupsStarted, p.signupsStarted, 'count'),
          card('Sign-ups paid', c.signupsPaid, p.signupsPaid, 'count'),
          card('Converted', c.conversionRate, p.conversionRate, 'share'),
          card('Cancellations', c.cancellations, p.cancellations, 'count'),
          card('Joined the waitlist', c.waitlistJoined, p.waitlistJoined, 'count'),
        ]}
      />
      <GrowthSectionsOf numbers={data} />
    </div>
  );
}
