import { useQuery } from '@tanstack/react-query';
import type { ServiceHistory } from '../../../../domain/schemas/service-details';
import { apiGet } from '../../../lib/api-client';

export const getServiceHistory = (userId: number) =>
  apiGet<ServiceHistory>(`/api/admin/users/${userId}/service-history`);

/** Asked only while the dialog is open. */
export function useServiceHistory(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/admin/users', userId, 'service-history'],
    queryFn: () => getServiceHistory(userId),
    enabled,
  });
}
