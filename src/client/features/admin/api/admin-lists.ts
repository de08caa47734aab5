import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as contracts from '../../../../domain/contracts/admin';
import type { AdminSchedule, AdminSubscription, AdminUser } from '../../../../domain/schemas/admin';
import { callApiPage, type ListFilters, type ListPage } from '../../../lib/api-client';

/** The admin lists and their CSV twins (same filters). */
const LISTS = {
  users: { page: contracts.listUsers, csv: contracts.exportUsers },
  subscriptions: { page: contracts.listAdminSubscriptions, csv: contracts.exportSubscriptions },
  schedules: { page: contracts.listSchedules, csv: contracts.exportSchedules },
} as const;
export type AdminList = keyof typeof LISTS;

export type ListParams = ListFilters;

/** The query string of a list's filters, without empty values. */
export function toSearch(params: ListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const csvUrl = (list: AdminList, params: ListParams) => {
  const { page: _page, pageSize: _pageSize, ...filters } = params;
  return `${LISTS[list].csv.path}${toSearch(filters)}`;
};

export const adminListKey = (list: AdminList, params?: ListParams) =>
  params ? ([LISTS[list].page.path, params] as const) : ([LISTS[list].page.path] as const);

export type AdminListRows = {
  users: AdminUser;
  subscriptions: AdminSubscription;
  schedules: AdminSchedule;
};

const fetchPage: {
  [L in AdminList]: (params: ListParams) => Promise<ListPage<AdminListRows[L]>>;
} = {
  users: (params) => callApiPage(LISTS.users.page, params),
  subscriptions: (params) => callApiPage(LISTS.subscriptions.page, params),
  schedules: (params) => callApiPage(LISTS.schedules.page, params),
};

/** One page of a list; the previous page stays on screen while the next one loads. */
export function useAdminList<L extends AdminList>(list: L, params: ListParams) {
  return useQuery({
    queryKey: adminListKey(list, params),
    queryFn: () => fetchPage[list](params),
    placeholderData: keepPreviousData,
  });
}
