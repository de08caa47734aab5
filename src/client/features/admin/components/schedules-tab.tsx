import { streetLine } from '../../../../domain/address';
import { Route } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_TEXT } from '../../../../domain/admin-messages';
import { PLANS } from '../../../../domain/plans';
import type { AdminSchedule } from '../../../../domain/schemas/admin';
import { SERVICE_STATUSES } from '../../../../domain/schemas/service-schedule';
import { ServiceStatusBadge } from '../../../components/status-badges';
import { Button } from '../../../components/ui/button';
import { AdminListTab } from './admin-list-tab';
import type { Column } from './data-table';
import { formatServiceDay } from './format';
import { ScheduleRowActions } from './schedule-row-actions';
import { ScheduleServiceDialog } from './schedule-service-dialog';

const COLUMNS: readonly Column<AdminSchedule>[] = [
  {
    header: 'Date',
    cell: (s) => formatServiceDay(s.serviceDate),
    className: 'whitespace-nowrap font-medium text-ink',
  },
  {
    header: 'Customer',
    cell: (s) => (
      <>
        {s.customerName}
        {s.notes ? <span className="block text-xs text-muted">{s.notes}</span> : null}
      </>
    ),
  },
  { header: 'Plan', cell: (s) => PLANS[s.plan].title },
  { header: 'Status', cell: (s) => <ServiceStatusBadge status={s.status} /> },
  {
    header: 'Address',
    cell: (s) => (
      <>
        {streetLine(s.address, s.unit)}
        <span className="block text-xs text-muted">
          {s.city} {s.zip}
        </span>
      </>
    ),
  },
  { header: 'Actions', cell: (s) => <ScheduleRowActions schedule={s} /> },
];

export function SchedulesTab() {
  return (
    <AdminListTab
      list="schedules"
      region="Service Management"
      caption="Service schedules"
      columns={COLUMNS}
      empty={ADMIN_TEXT.noSchedules}
      fetchFailed={ADMIN_TEXT.schedulesFetchFailed}
      toolbar={{
        fields: ['status', 'plan', 'city', 'dates'],
        statuses: SERVICE_STATUSES,
        dateLabel: 'Service date',
        exportLabel: 'Export Records',
        actions: (
          <>
            <Button asChild variant="outline" className="sm:h-10">
              <Link to="/admin/route-sheet">
                <Route aria-hidden /> Route Sheet
              </Link>
            </Button>
            <ScheduleServiceDialog />
          </>
        ),
      }}
    />
  );
}
