import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { getServiceDetails as contract } from '../../../../domain/contracts/account';
import type { ServiceDetails } from '../../../../domain/schemas/service-details';
import { callApi } from '../../../lib/api-client';

export const SERVICE_DETAILS_QUERY_KEY = ['/api/account/service-details'] as const;

export const getServiceDetails = () =>
  callApi<typeof contract>({ method: 'GET', path: '/api/account/service-details' });

export function useServiceDetails() {
  return useQuery({ queryKey: SERVICE_DETAILS_QUERY_KEY, queryFn: getServiceDetails });
}

/**
 * After an edit: the details as the server saved them, and the reads that show them elsewhere
 * (the signed-in user, the subscriptions' gate code).
 */
export function showSaved(queryClient: QueryClient, saved: ServiceDetails) {
  queryClient.setQueryData(SERVICE_DETAILS_QUERY_KEY, saved);
  void queryClient.invalidateQueries({ queryKey: ['/api/user'] });
  void queryClient.invalidateQueries({ queryKey: ['/api/subscriptions'] });
}
