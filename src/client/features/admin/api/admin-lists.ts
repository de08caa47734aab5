import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminSchedule, AdminSubscription, AdminUser } from '../../../../domain/schemas/admin';
import { apiGetPage } from '../../../lib/api-client';

/** The admin lists, their API paths and CSV twins (same filters). */
export const ADMIN_LISTS = {
  users: '/api/admin/users',
  subscriptions: '/api/admin/subscriptions',
  schedules: '/api/admin/service-schedules',
} as const;
export type AdminList = keyof typeof ADMIN_LISTS;

export type ListParams = Record<string, string | number | undefined>;

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
  return `${ADMIN_LISTS[list]}.csv${toSearch(filters)}`;
};

export const adminListKey = (list: AdminList, params?: ListParams) =>
  params ? ([ADMIN_LISTS[list], params] as const) : ([ADMIN_LISTS[list]] as const);

export type AdminListRows = {
  users: AdminUser;
  subscriptions: AdminSubscription;
  schedules: AdminSchedule;
};

/** One page of a list; the previous page stays on screen while the next one loads. */
export function useAdminList<L extends AdminList>(list: L, params: ListParams) {
  return useQuery({
    queryKey: adminListKey(list, params),
    queryFn: () => apiGetPage<AdminListRows[L]>(`${ADMIN_LISTS[list]}${toSearch(params)}`),
    placeholderData: keepPreviousData,
  });
}
