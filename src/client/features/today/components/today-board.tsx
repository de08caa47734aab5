import { AlertTriangle, Building2, Camera, CircleCheck, DoorOpen, UserRound } from 'lucide-react';
import { doorLabel } from '../../../../domain/address';
import { formatServiceDate, SERVICE_TIME_ZONE } from '../../../../domain/pickup-calendar';
import { PICKUP_OUTCOME_LABELS, PROBLEM_REASON_LABELS } from '../../../../domain/schemas/crew';
import type {
  TodayBoard as Board,
  TodayCommunity,
  TodayDoor,
  TodayProblem,
} from '../../../../domain/schemas/today';
import { TODAY_TEXT } from '../../../../domain/today-text';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useTodayBoard } from '../api/get-today-board';
import { useTodayEvents } from '../api/use-today-events';

const clock = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SERVICE_TIME_ZONE,
});
const timeOf = (iso: string) => clock.format(new Date(iso));

const doorOf = (door: TodayDoor) => doorLabel(door) || door.address || TODAY_TEXT.doorUnnamed;

function Stat({ label, value, tone }: { label: string; value: number; tone?: 'alert' }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd
        className={cn(
          'text-2xl font-bold text-ink',
          tone === 'alert' && value > 0 && 'text-red-700',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

function Problem({ problem }: { problem: TodayProblem }) {
  const door = doorOf(problem);
  const what = problem.reason
    ? PROBLEM_REASON_LABELS[problem.reason]
    : PICKUP_OUTCOME_LABELS[problem.outcome];
  return (
    <li className="flex flex-wrap gap-3 py-3 sm:flex-nowrap">
      {problem.photoId ? (
        <a
          href={`/api/photos/${problem.photoId}`}
          target="_blank"
          rel="noreferrer"
          className="shrink-0 rounded-md"
          title={TODAY_TEXT.openPhoto}
        >
          <img
            src={`/api/photos/${problem.photoId}`}
            alt={TODAY_TEXT.photoAlt(door)}
            loading="lazy"
            width={96}
            height={96}
            className="size-24 rounded-md border border-slate-200 bg-slate-100 object-cover"
          />
        </a>
      ) : (
        <span className="flex size-24 shrink-0 items-center justify-center rounded-md bg-slate-100">
          <Camera aria-hidden className="size-6 text-muted" />
        </span>
      )}
      <div className="min-w-0 flex-1 break-words">
        <p className="font-semibold text-ink">{door}</p>
        <p className="text-sm text-ink">{problem.resident}</p>
        <p className="mt-1 text-sm font-semibold text-red-800">
          {what}
          {problem.bagCount ? ` (${TODAY_TEXT.bagsOut(problem.bagCount)})` : ''}
        </p>
        {problem.note ? <p className="text-sm text-ink">“{problem.note}”</p> : null}
        <p className="text-sm text-muted">
          {TODAY_TEXT.recordedBy(problem.porter, timeOf(problem.occurredAt))}
        </p>
      </div>
    </li>
  );
}

function CommunityCard({ row, windowEnded }: { row: TodayCommunity; windowEnded: boolean }) {
  const name = row.name ?? TODAY_TEXT.otherAddresses;
  const headingId = `today-${row.key}`;
  const complete = row.stops > 0 && row.done === row.stops;
  const missedHidden = row.open - row.missedDoors.length;
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <h2 id={headingId} className="flex min-w-0 items-center gap-2 text-lg font-bold text-ink">
            <Building2 aria-hidden className="size-5 shrink-0 text-brand-700" />
            <span className="min-w-0 break-words">{name}</span>
          </h2>
          <p className="flex items-center gap-1 font-semibold text-ink">
            {complete ? <CircleCheck aria-hidden className="size-5 text-green-700" /> : null}
            {TODAY_TEXT.progress(row.done, row.stops)}
          </p>
        </div>
        <p
          className={cn(
            'mt-1 flex items-center gap-1 text-sm',
            row.porters.length ? 'text-ink' : 'font-semibold text-amber-900',
          )}
        >
          <UserRound aria-hidden className="size-4 shrink-0" />
          {row.porters.length ? TODAY_TEXT.porters(row.porters) : TODAY_TEXT.noPorter}
        </p>
        <progress
          value={row.done}
          max={Math.max(row.stops, 1)}
          aria-label={TODAY_TEXT.progressLabel(name)}
          className="mt-3 h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
        />
        {row.problemDoors.length > 0 ? (
          <div className="mt-4">
            <h3 className="flex items-center gap-1 font-semibold text-red-800">
              <AlertTriangle aria-hidden className="size-4" />
              {TODAY_TEXT.problemsHeading(row.problemDoors.length)}
            </h3>
            <ul className="divide-y divide-slate-200">
              {row.problemDoors.map((problem) => (
                <Problem key={problem.scheduleId} problem={problem} />
              ))}
            </ul>
          </div>
        ) : null}
        {windowEnded && row.open > 0 ? (
          <div className="mt-4">
            <h3 className="flex items-center gap-1 font-semibold text-amber-900">
              <DoorOpen aria-hidden className="size-4" />
              {TODAY_TEXT.missedHeading(row.open)}
            </h3>
            <ul className="mt-1 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              {row.missedDoors.map((door) => (
                <li key={door.scheduleId} className="min-w-0 break-words">
                  <span className="font-semibold text-ink">{doorOf(door)}</span>{' '}
                  <span className="text-muted">{door.resident}</span>
                </li>
              ))}
            </ul>
            {missedHidden > 0 ? (
              <p className="mt-1 text-sm text-muted">{TODAY_TEXT.missedMore(missedHidden)}</p>
            ) : null}
          </div>
        ) : null}
      </section>
    </Card>
  );
}

function BoardView({ board, live }: { board: Board; live: boolean }) {
  const { total, windowEnded } = board;
  return (
    <>
      <p className="text-lg font-semibold text-ink">
        {TODAY_TEXT.heading(formatServiceDate(board.date))}
      </p>
      <p className="text-sm text-ink">
        {windowEnded ? TODAY_TEXT.windowEnded : TODAY_TEXT.windowOpen}
      </p>
      <p className="mt-1 text-sm text-muted" role="status">
        {live ? TODAY_TEXT.live : TODAY_TEXT.reconnecting}{' '}
        {TODAY_TEXT.updatedAt(timeOf(board.readAt))}
      </p>
      <section aria-labelledby="today-totals" className="mt-6">
        <h2 id="today-totals" className="sr-only">
          {TODAY_TEXT.totalsHeading}
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Stat label={TODAY_TEXT.stopsCount} value={total.stops} />
          <Stat label={TODAY_TEXT.doneCount} value={total.done} />
          <Stat label={TODAY_TEXT.problemsCount} value={total.problems} tone="alert" />
          <Stat
            label={windowEnded ? TODAY_TEXT.missedCount : TODAY_TEXT.openCount}
            value={total.open}
            tone={windowEnded ? 'alert' : undefined}
          />
        </dl>
      </section>
      {board.communities.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed p-8 text-center text-muted">
          {TODAY_TEXT.empty}
        </p>
      ) : (
        <div className="mt-6 grid gap-4">
          {board.communities.map((row) => (
            <CommunityCard key={row.key} row={row} windowEnded={windowEnded} />
          ))}
        </div>
      )}
    </>
  );
}

/**
 * The office's Today board (docs/product.md#today-board): every community's progress, its
 * problems with their photos and, after the window, the doors missed; live while porters work.
 */
export function TodayBoard() {
  const board = useTodayBoard();
  const live = useTodayEvents();
  if (board.isPending) return <Spinner label={TODAY_TEXT.loading} />;
  if (board.isError) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-sm font-medium text-red-800">
        {errorMessage(board.error, TODAY_TEXT.loadFailed)}
      </p>
    );
  }
  return <BoardView board={board.data} live={live} />;
}
