import { ADMIN_TEXT } from '../../../../domain/admin-messages';
import { formatUsPhone } from '../../../../domain/phone';
import type { AdminUser } from '../../../../domain/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import { Spinner } from '../../../components/ui/spinner';
import { csvUrl, useAdminList } from '../api/admin-lists';
import { DataTable, type Column } from './data-table';
import { formatDay } from './format';
import { ListError } from './list-error';
import { ListToolbar } from './list-toolbar';
import { Pagination } from './pagination';
import { useListParams } from './use-list-params';

const COLUMNS: readonly Column<AdminUser>[] = [
  {
    header: 'Name',
    cell: (u) => (
      <span className="font-medium text-ink">
        {`${u.firstName} ${u.lastName}`.trim() || u.username}
      </span>
    ),
  },
  { header: 'Email', cell: (u) => <span className="break-all">{u.email}</span> },
  {
    header: 'Address',
    cell: (u) => (
      <>
        {u.address}
        {u.unit ? `, Unit ${u.unit}` : ''}
        <br />
        <span className="text-muted">
          {u.city} {u.zip}
        </span>
      </>
    ),
  },
  { header: 'Phone', cell: (u) => formatUsPhone(u.phone), className: 'whitespace-nowrap' },
  { header: 'Joined', cell: (u) => formatDay(u.createdAt), className: 'whitespace-nowrap' },
  {
    header: 'Role',
    cell: (u) => <Badge variant={u.role === 'admin' ? 'default' : 'secondary'}>{u.role}</Badge>,
  },
];

export function UsersTab() {
  const state = useListParams();
  const list = useAdminList('users', state.params);
  if (list.isError && !list.data) {
    return (
      <ListError
        error={list.error}
        message={ADMIN_TEXT.usersFetchFailed}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const total = list.data?.total ?? 0;
  return (
    <section aria-label="Users">
      <ListToolbar
        label="Users"
        state={state}
        fields={['role', 'city', 'dates']}
        dateLabel="Joined"
        exportHref={csvUrl('users', state.params)}
        canExport={total > 0}
      />
      {list.data ? (
        <>
          <DataTable
            caption="Users"
            columns={COLUMNS}
            rows={list.data.rows}
            empty={ADMIN_TEXT.noUsers}
            busy={list.isFetching}
          />
          <Pagination
            label="Users"
            page={state.page}
            pageSize={state.pageSize}
            total={total}
            capped={list.data.capped}
            onPage={state.setPage}
            onPageSize={state.setPageSize}
          />
        </>
      ) : (
        <Spinner label="Loading users" />
      )}
    </section>
  );
}
