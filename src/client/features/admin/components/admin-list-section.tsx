import { ADMIN_TEXT } from '../../../../domain/admin-messages';
import { Spinner } from '../../../components/ui/spinner';
import {
  csvUrl,
  useAdminList,
  type AdminList,
  type AdminListRows,
  type ListParams,
} from '../api/admin-lists';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { ListError } from './list-error';
import { ListToolbar, type ListToolbarProps } from './list-toolbar';
import { Pagination } from './pagination';
import { useListParams, type ListState } from './use-list-params';

/**
 * One office list: toolbar (search, filters, export), the current page of the list and its paging.
 * A failed first load shows the error with a retry; a failed refetch keeps the rows on screen.
 */
export function AdminListSection<L extends AdminList>({
  list,
  region,
  caption,
  columns,
  empty,
  fetchFailed,
  toolbar,
  state: given,
  scope = (params) => params,
}: {
  list: L;
  /** The list's landmark name; the table's caption when not given apart. */
  region: string;
  caption?: string;
  columns: readonly Column<AdminListRows[L]>[];
  empty: string;
  fetchFailed: string;
  toolbar: Omit<ListToolbarProps, 'label' | 'state' | 'exportHref' | 'canExport'>;
  /** The list's search, filters and page, when the page around it changes them too. */
  state?: ListState;
  /** What the request asks beyond the toolbar's filters (the schedules' dates and order). */
  scope?: (params: ListParams) => ListParams;
}) {
  const label = caption ?? region;
  const own = useListParams();
  const state = given ?? own;
  const params = scope(state.params);
  const query = useAdminList(list, params);
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
        exportHref={csvUrl(list, params)}
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
            wide
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
        <p className="flex items-center gap-3 py-10 text-muted">
          <Spinner label={ADMIN_TEXT.loading} />
          <span aria-hidden>{ADMIN_TEXT.loading}</span>
        </p>
      )}
    </section>
  );
}
