import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contracts from '../../../../domain/contracts/admin';
import type { AdminSchedule, ScheduleServiceInput } from '../../../../domain/schemas/admin';
import type { ServiceStatus } from '../../../../domain/schemas/service-schedule';
import { callApi, type ListPage } from '../../../lib/api-client';
import { adminListKey } from './admin-lists';

export const scheduleService = (input: ScheduleServiceInput) =>
  callApi(contracts.scheduleService, { body: input });

export const setServiceStatus = ({ id, status }: { id: number; status: ServiceStatus }) =>
  callApi(contracts.setScheduleStatus, { params: { id }, body: { status } });

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
