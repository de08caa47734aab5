import { dateFormatter } from '../../../../domain/date-format';
import { formatUsPhone } from '../../../../domain/phone';
import { formatShortServiceDate, SERVICE_TIME_ZONE } from '../../../../domain/pickup-calendar';
import { ROSTER_TEXT as TEXT } from '../../../../domain/rosters';
import type { RosterDoor } from '../../../../domain/schemas/rosters';
import { Badge } from '../../../components/ui/badge';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useRoster } from '../api/get-roster';
import { useRosterImports } from '../api/list-roster-imports';

// The community's roster as it stands, and the rent rolls applied to it
// (docs/product.md#rent-roll-rosters).

type Resident = NonNullable<RosterDoor['resident']>;

const STATUS_LABELS: Record<Resident['status'], string> = {
  invited: 'Invited',
  active: 'Signed in',
  'moving-out': 'Moving out',
};

const day = (date: string | null) => (date ? formatShortServiceDate(date) : '—');

function Status({ resident }: { resident: RosterDoor['resident'] }) {
  if (!resident) return <Badge variant="secondary">{TEXT.vacant}</Badge>;
  const variant =
    resident.status === 'moving-out'
      ? 'warning'
      : resident.status === 'active'
        ? 'default'
        : 'outline';
  return <Badge variant={variant}>{STATUS_LABELS[resident.status]}</Badge>;
}

const HEADERS = ['Building', 'Unit', 'Resident', 'Contact', 'Status', 'Move-in', 'Move-out'];

/** The doors with their residents: a table from the small breakpoint up, cards on a phone. */
export function RosterDoors({ apiBase }: { apiBase: string }) {
  const roster = useRoster(apiBase);
  if (roster.isError && !roster.data) {
    return <RetryAlert message={TEXT.rosterLoadFailed} onRetry={() => void roster.refetch()} />;
  }
  if (!roster.data) return <Spinner label="Loading the roster" />;
  const { doors } = roster.data;
  return (
    <section aria-labelledby="roster-doors-heading" className="grid gap-3">
      <h2 id="roster-doors-heading" className="text-xl font-bold text-ink">
        {TEXT.rosterHeading} ({doors.length.toLocaleString('en-US')})
      </h2>
      {doors.length === 0 ? (
        <p className="text-muted">{TEXT.rosterEmpty}</p>
      ) : (
        <>
          <ul className="grid gap-2 sm:hidden">
            {doors.map((d) => (
              <li
                key={`${d.building}/${d.unit}`}
                className="rounded-md border border-slate-200 bg-white p-3 text-sm"
              >
                <div className="flex items-center justify-between gap-2">
                  <span className="font-semibold text-ink">
                    Building {d.building}, unit {d.unit}
                  </span>
                  <Status resident={d.resident} />
                </div>
                {d.resident ? (
                  <div className="mt-1 break-words text-muted">
                    <span className="block text-ink">{d.resident.name}</span>
                    <span className="block">{d.resident.email}</span>
                    {d.resident.phone ? (
                      <span className="block">{formatUsPhone(d.resident.phone)}</span>
                    ) : null}
                    <span className="block">
                      Move-in {day(d.resident.moveIn)} · Move-out {day(d.resident.moveOut)}
                    </span>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
          <div
            className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white sm:block"
            role="region"
            aria-label={TEXT.rosterHeading}
            tabIndex={0}
          >
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">{TEXT.rosterHeading}</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
                <tr>
                  {HEADERS.map((h) => (
                    <th key={h} scope="col" className="px-3 py-2.5 font-semibold whitespace-nowrap">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {doors.map((d) => (
                  <tr key={`${d.building}/${d.unit}`}>
                    <td className="px-3 py-2">{d.building}</td>
                    <td className="px-3 py-2">{d.unit}</td>
                    <td className="px-3 py-2 font-medium text-ink">{d.resident?.name ?? '—'}</td>
                    <td className="px-3 py-2">
                      {d.resident ? (
                        <>
                          <span className="block break-all">{d.resident.email}</span>
                          {d.resident.phone ? (
                            <span className="block text-xs">{formatUsPhone(d.resident.phone)}</span>
                          ) : null}
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className="px-3 py-2">
                      <Status resident={d.resident} />
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {day(d.resident?.moveIn ?? null)}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {day(d.resident?.moveOut ?? null)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

const appliedAt = dateFormatter({
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SERVICE_TIME_ZONE,
});

/** The rent rolls applied to the community, newest first, with what each changed. */
export function RosterHistory({ apiBase }: { apiBase: string }) {
  const imports = useRosterImports(apiBase);
  if (imports.isError && !imports.data) {
    return <RetryAlert message={TEXT.rosterLoadFailed} onRetry={() => void imports.refetch()} />;
  }
  if (!imports.data) return <Spinner label="Loading past imports" />;
  return (
    <section aria-labelledby="roster-history-heading" className="grid gap-3">
      <h2 id="roster-history-heading" className="text-xl font-bold text-ink">
        {TEXT.historyHeading}
      </h2>
      {imports.data.length === 0 ? (
        <p className="text-muted">{TEXT.historyEmpty}</p>
      ) : (
        <ul className="grid gap-2">
          {imports.data.map((i) => (
            <li key={i.id} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
              <span className="block font-semibold break-all text-ink">{i.fileName}</span>
              <span className="block text-muted">
                {appliedAt().format(new Date(i.appliedAt))} by {i.appliedBy}
              </span>
              <span className="block">
                {i.rows.toLocaleString('en-US')} rows: {i.doorsAdded} doors added, {i.movedIn} moved
                in, {i.movedOut} moved out, {i.contactsChanged} contact changes, {i.rejected} left
                out
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
