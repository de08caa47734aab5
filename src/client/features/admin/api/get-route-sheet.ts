import { useQuery } from '@tanstack/react-query';
import type { RouteSheet } from '../../../../domain/schemas/admin';
import { apiGet } from '../../../lib/api-client';

export const getRouteSheet = (date: string) =>
  apiGet<RouteSheet>(`/api/admin/route-sheet?date=${encodeURIComponent(date)}`);

export function useRouteSheet(date: string) {
  return useQuery({
    queryKey: ['/api/admin/route-sheet', date],
    queryFn: () => getRouteSheet(date),
  });
}
