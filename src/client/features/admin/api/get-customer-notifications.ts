import { useQuery } from '@tanstack/react-query';
import type { CustomerNotifications } from '../../../../domain/schemas/notifications';
import { apiGet } from '../../../lib/api-client';

export const getCustomerNotifications = (userId: number) =>
  apiGet<CustomerNotifications>(`/api/admin/users/${userId}/notifications`);

/** Asked only while the dialog is open. */
export function useCustomerNotifications(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/admin/users', userId, 'notifications'],
    queryFn: () => getCustomerNotifications(userId),
    enabled,
  });
}
