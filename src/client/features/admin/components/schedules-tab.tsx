import { Route } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_TEXT } from '../../../../domain/admin-messages';
import type { AdminSchedule } from '../../../../domain/schemas/admin';
import { SERVICE_STATUSES } from '../../../../domain/schemas/service-schedule';
import { ServiceStatusBadge } from '../../../components/status-badges';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { csvUrl, useAdminList } from '../api/admin-lists';
import { DataTable, type Column } from './data-table';
import { formatServiceDay } from './format';
import { ListError } from './list-error';
import { ListToolbar } from './list-toolbar';
import { Pagination } from './pagination';
import { ScheduleRowActions } from './schedule-row-actions';
import { ScheduleServiceDialog } from './schedule-service-dialog';
import { useListParams } from './use-list-params';

const COLUMNS: readonly Column<AdminSchedule>[] = [
  {
    header: 'Date',
    cell: (s) => formatServiceDay(s.serviceDate),
    className: 'whitespace-nowrap font-medium text-ink',
  },
  { header: 'Subscription', cell: (s) => `Subscription #${s.subscriptionId}` },
  {
    header: 'Customer',
    cell: (s) => (
      <>
        {s.customerName}
        {s.notes ? <span className="block text-xs text-muted">{s.notes}</span> : null}
      </>
    ),
  },
  { header: 'Status', cell: (s) => <ServiceStatusBadge status={s.status} /> },
  {
    header: 'Address',
    cell: (s) => (
      <>
        {s.address}
        {s.unit ? `, Unit ${s.unit}` : ''}
        <span className="block text-xs text-muted">
          {s.city} {s.zip}
        </span>
      </>
    ),
  },
  { header: 'Actions', cell: (s) => <ScheduleRowActions schedule={s} /> },
];

export function SchedulesTab() {
  const state = useListParams();
  const list = useAdminList('schedules', state.params);
  if (list.isError && !list.data) {
    return (
      <ListError
        error={list.error}
        message={ADMIN_TEXT.schedulesFetchFailed}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const total = list.data?.total ?? 0;
  return (
    <section aria-label="Service Management">
      <ListToolbar
        label="Service schedules"
        state={state}
        fields={['status', 'plan', 'city', 'dates']}
        statuses={SERVICE_STATUSES}
        dateLabel="Service date"
        exportHref={csvUrl('schedules', state.params)}
        exportLabel="Export Records"
        canExport={total > 0}
        actions={
          <>
            <Button asChild variant="outline" className="sm:h-10">
              <Link to="/admin/route-sheet">
                <Route aria-hidden /> Route Sheet
              </Link>
            </Button>
            <ScheduleServiceDialog />
          </>
        }
      />
      {list.data ? (
        <>
          <DataTable
            caption="Service schedules"
            columns={COLUMNS}
            rows={list.data.rows}
            empty={ADMIN_TEXT.noSchedules}
            busy={list.isFetching}
          />
          <Pagination
            label="Service schedules"
            page={state.page}
            pageSize={state.pageSize}
            total={total}
            capped={list.data.capped}
            onPage={state.setPage}
            onPageSize={state.setPageSize}
          />
        </>
      ) : (
        <Spinner label="Loading service schedules" />
      )}
    </section>
  );
}
