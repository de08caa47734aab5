import { useQuery } from '@tanstack/react-query';
import * as contracts from '../../../../domain/contracts/admin';
import { callApi } from '../../../lib/api-client';

export const getRouteSheet = (date: string) =>
  callApi(contracts.getRouteSheet, { query: { date } });

export function useRouteSheet(date: string) {
  return useQuery({
    queryKey: ['/api/admin/route-sheet', date],
    queryFn: () => getRouteSheet(date),
  });
}
