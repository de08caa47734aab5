import { useQuery } from '@tanstack/react-query';
import type { CancellationMonth } from '../../../../domain/schemas/admin';
import { apiGet } from '../../../lib/api-client';

export const getCancellations = () => apiGet<CancellationMonth[]>('/api/admin/cancellations');

/** The last twelve months of cancellations, counted by reason. */
export function useCancellations() {
  return useQuery({ queryKey: ['/api/admin/cancellations'], queryFn: getCancellations });
}
