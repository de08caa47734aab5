import { useQuery } from '@tanstack/react-query';
import { getCustomerNotifications as contract } from '../../../../domain/contracts/notifications';
import { callApi } from '../../../lib/api-client';

export const getCustomerNotifications = (userId: number) =>
  callApi(contract, { params: { id: userId } });

/** Asked only while the dialog is open. */
export function useCustomerNotifications(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/admin/users', userId, 'notifications'],
    queryFn: () => getCustomerNotifications(userId),
    enabled,
  });
}
