import { useQuery } from '@tanstack/react-query';
import * as contracts from '../../../../domain/contracts/account';
import { callApi } from '../../../lib/api-client';

/** Asked only while the dialog is open. */
export function useServiceHistory(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/admin/users', userId, 'service-history'],
    queryFn: () => callApi(contracts.getServiceHistory, { params: { id: userId } }),
    enabled,
  });
}
