import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSchedule, ScheduleServiceInput } from '../../../../domain/schemas/admin';
import type { ServiceStatus } from '../../../../domain/schemas/service-schedule';
import { apiPatch, apiPost, type ListPage } from '../../../lib/api-client';
import { adminListKey } from './admin-lists';

export const scheduleService = (input: ScheduleServiceInput) =>
  apiPost<AdminSchedule>('/api/admin/service-schedules', input);

export const setServiceStatus = ({ id, status }: { id: number; status: ServiceStatus }) =>
  apiPatch<AdminSchedule>(`/api/admin/service-schedules/${id}`, { status });

/** The new row shows at once at the top of the list on screen, before the list is fetched again. */
export function useScheduleService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleService,
    onSuccess: (created) =>
      queryClient.setQueriesData<ListPage<AdminSchedule>>(
        { queryKey: adminListKey('schedules') },
        (page) => page && { ...page, rows: [created, ...page.rows], total: page.total + 1 },
      ),
  });
}

/** A row action; the changed row replaces the old one wherever it is shown. */
export function useSetServiceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setServiceStatus,
    onSuccess: (updated) =>
      queryClient.setQueriesData<ListPage<AdminSchedule>>(
        { queryKey: adminListKey('schedules') },
        (page) =>
          page && { ...page, rows: page.rows.map((r) => (r.id === updated.id ? updated : r)) },
      ),
  });
}
