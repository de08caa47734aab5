import { Spinner } from '../../../components/ui/spinner';
import { csvUrl, useAdminList, type AdminList, type AdminListRows } from '../api/admin-lists';
import { DataTable, type Column } from './data-table';
import { ListError } from './list-error';
import { ListToolbar, type ListToolbarProps } from './list-toolbar';
import { Pagination } from './pagination';
import { useListParams } from './use-list-params';

/**
 * One admin tab: toolbar (search, filters, export), the current page of the list and its paging.
 * A failed first load shows the error with a retry; a failed refetch keeps the rows on screen.
 */
export function AdminListTab<L extends AdminList>({
  list,
  region,
  caption,
  columns,
  empty,
  fetchFailed,
  toolbar,
}: {
  list: L;
  /** The tab's landmark name; the table's caption when not given apart. */
  region: string;
  caption?: string;
  columns: readonly Column<AdminListRows[L]>[];
  empty: string;
  fetchFailed: string;
  toolbar: Omit<ListToolbarProps, 'label' | 'state' | 'exportHref' | 'canExport'>;
}) {
  const label = caption ?? region;
  const state = useListParams();
  const query = useAdminList(list, state.params);
  if (query.isError && !query.data) {
    return (
      <ListError error={query.error} message={fetchFailed} onRetry={() => void query.refetch()} />
    );
  }
  const total = query.data?.total ?? 0;
  return (
    <section aria-label={region}>
      <ListToolbar
        {...toolbar}
        label={label}
        state={state}
        exportHref={csvUrl(list, state.params)}
        canExport={total > 0}
      />
      {query.data ? (
        <>
          <DataTable
            caption={label}
            columns={columns}
            rows={query.data.rows}
            empty={empty}
            busy={query.isFetching}
          />
          <Pagination
            label={label}
            page={state.page}
            pageSize={state.pageSize}
            total={total}
            capped={query.data.capped}
            onPage={state.setPage}
            onPageSize={state.setPageSize}
          />
        </>
      ) : (
        <Spinner label={`Loading ${label.toLowerCase()}`} />
      )}
    </section>
  );
}
