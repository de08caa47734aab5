import { ADMIN_TEXT } from '../../../../domain/admin-messages';
import { formatCents } from '../../../../domain/money';
import { PLANS } from '../../../../domain/plans';
import type { AdminSubscription } from '../../../../domain/schemas/admin';
import { SUBSCRIPTION_STATUSES } from '../../../../domain/schemas/subscription';
import { Badge } from '../../../components/ui/badge';
import { Spinner } from '../../../components/ui/spinner';
import { csvUrl, useAdminList } from '../api/admin-lists';
import { DataTable, type Column } from './data-table';
import { formatDay } from './format';
import { ListError } from './list-error';
import { ListToolbar } from './list-toolbar';
import { Pagination } from './pagination';
import { useListParams } from './use-list-params';

// Spec §2: status badge for active, cancelled, other.
const statusVariant = (status: string) =>
  status === 'active' ? 'default' : status === 'cancelled' ? 'destructive' : 'secondary';

const COLUMNS: readonly Column<AdminSubscription>[] = [
  { header: 'ID', cell: (s) => <span className="font-medium text-ink">{s.id}</span> },
  {
    header: 'User ID',
    cell: (s) => (
      <>
        {s.userId}
        <span className="block text-xs text-muted">{s.customerName}</span>
      </>
    ),
  },
  { header: 'Plan', cell: (s) => PLANS[s.plan].title },
  { header: 'Price', cell: (s) => formatCents(s.price) },
  { header: 'Status', cell: (s) => <Badge variant={statusVariant(s.status)}>{s.status}</Badge> },
  { header: 'Gate Code', cell: (s) => s.gateCode || '-' },
  { header: 'Created', cell: (s) => formatDay(s.createdAt), className: 'whitespace-nowrap' },
];

export function SubscriptionsTab() {
  const state = useListParams();
  const list = useAdminList('subscriptions', state.params);
  if (list.isError && !list.data) {
    return (
      <ListError
        error={list.error}
        message={ADMIN_TEXT.subscriptionsFetchFailed}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const total = list.data?.total ?? 0;
  return (
    <section aria-label="Subscriptions">
      <ListToolbar
        label="Subscriptions"
        state={state}
        fields={['status', 'plan', 'city', 'dates']}
        statuses={SUBSCRIPTION_STATUSES}
        exportHref={csvUrl('subscriptions', state.params)}
        canExport={total > 0}
      />
      {list.data ? (
        <>
          <DataTable
            caption="Subscriptions"
            columns={COLUMNS}
            rows={list.data.rows}
            empty={ADMIN_TEXT.noSubscriptions}
            busy={list.isFetching}
          />
          <Pagination
            label="Subscriptions"
            page={state.page}
            pageSize={state.pageSize}
            total={total}
            capped={list.data.capped}
            onPage={state.setPage}
            onPageSize={state.setPageSize}
          />
        </>
      ) : (
        <Spinner label="Loading subscriptions" />
      )}
    </section>
  );
}
