import { useQuery } from '@tanstack/react-query';
import * as contracts from '../../../../domain/contracts/admin';
import { callApi } from '../../../lib/api-client';

export const getCancellations = () => callApi(contracts.getCancellations);

/** The last twelve months of cancellations, counted by reason. */
export function useCancellations() {
  return useQuery({ queryKey: ['/api/admin/cancellations'], queryFn: getCancellations });
}
