import { useState } from 'react';
import { streetLine } from '../../../../domain/address';
import { ADMIN_TEXT } from '../../../../domain/admin-messages';
import { serviceClock } from '../../../../domain/pickup-calendar';
import type { AdminSchedule } from '../../../../domain/schemas/admin';
import { SERVICE_STATUSES } from '../../../../domain/schemas/service-schedule';
import { ServiceStatusBadge } from '../../../components/status-badges';
import { cn } from '../../../lib/cn';
import { AdminListSection } from './admin-list-section';
import type { Column } from '../../../components/ui/data-table';
import { formatServiceDay } from './format';
import { RecordNumber } from './record-number';
import { ScheduleRowActions } from './schedule-row-actions';
import { SCHEDULE_VIEWS, scheduleScope, type ScheduleView } from './schedule-views';
import { useListParams } from './use-list-params';

// One line a pickup in the table (docs/decisions/047-office-record-numbers-and-dense-lists.md):
// a long note is cut short there and the address takes the room left, each whole in its tooltip
// and on the card below the desktop width.
const COLUMNS: readonly Column<AdminSchedule>[] = [
  {
    header: 'Date',
    cell: (s) => formatServiceDay(s.serviceDate),
    className: 'whitespace-nowrap font-medium text-ink',
  },
  {
    header: 'Subscription',
    cell: (s) => (
      <>
        Subscription <RecordNumber id={s.subscriptionId} />
      </>
    ),
    className: 'whitespace-nowrap',
  },
  {
    header: 'Customer',
    cell: (s) => (
      <span className="flex items-baseline gap-2">
        <span className="whitespace-nowrap">{s.customerName}</span>
        {s.notes ? (
          <span className="max-w-[12rem] truncate text-xs text-muted" title={s.notes}>
            {s.notes}
          </span>
        ) : null}
      </span>
    ),
    phoneCell: (s) => (
      <>
        {s.customerName}
        {s.notes ? <span className="block text-xs text-muted">{s.notes}</span> : null}
      </>
    ),
  },
  { header: 'Status', cell: (s) => <ServiceStatusBadge status={s.status} /> },
  {
    header: 'Address',
    cell: (s) => {
      const address = `${streetLine(s.address, s.unit)}, ${s.city} ${s.zip}`;
      return (
        <span className="block truncate" title={address}>
          {address}
        </span>
      );
    },
    phoneCell: (s) => (
      <>
        {streetLine(s.address, s.unit)}
        <span className="block text-xs text-muted">
          {s.city} {s.zip}
        </span>
      </>
    ),
    // The column of what is left: a cell of no width of its own that the table stretches.
    className: 'w-full max-w-0',
  },
  {
    header: 'Actions',
    cell: (s) => <ScheduleRowActions schedule={s} inRow />,
    phoneCell: (s) => <ScheduleRowActions schedule={s} />,
  },
];

/** Upcoming (today first), Past (latest first) or every date; upcoming is where a day starts. */
function ViewSwitch({
  view,
  onView,
}: {
  view: ScheduleView;
  onView: (view: ScheduleView) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Which pickups"
      className="mb-3 inline-flex rounded-lg border border-slate-300 bg-white p-1"
    >
      {SCHEDULE_VIEWS.map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={v === view}
          onClick={() => onView(v)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100',
            'aria-pressed:bg-brand-600 aria-pressed:text-white aria-pressed:hover:bg-brand-700',
          )}
        >
          {ADMIN_TEXT.scheduleViews[v]}
        </button>
      ))}
    </div>
  );
}

/** Every pickup (docs/product.md#the-office): from today on by default, past ones a click away. */
export function SchedulesList() {
  const state = useListParams();
  const [view, setView] = useState<ScheduleView>('upcoming');
  const today = serviceClock(new Date()).date;
  return (
    <>
      <ViewSwitch
        view={view}
        onView={(next) => {
          setView(next);
          state.setPage(1);
        }}
      />
      <AdminListSection
        list="schedules"
        region="Pickups"
        caption="Service schedules"
        columns={COLUMNS}
        empty={ADMIN_TEXT.noSchedules}
        fetchFailed={ADMIN_TEXT.schedulesFetchFailed}
        state={state}
        scope={scheduleScope(view, today)}
        toolbar={{
          fields: ['status', 'plan', 'city', 'dates'],
          statuses: SERVICE_STATUSES,
          dateLabel: 'Service date',
          exportLabel: 'Export Records',
        }}
      />
    </>
  );
}
