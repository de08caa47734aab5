import { useQuery } from '@tanstack/react-query';
import type { ServiceAreaLookup } from '../../../../domain/schemas/service-area';
import { apiGet } from '../../../lib/api-client';

/** Whether we serve a ZIP code, and its communities: the office's data, not the page's. */
export function useServiceArea(zip: string | null) {
  return useQuery({
    queryKey: ['/api/service-area', zip],
    queryFn: () => apiGet<ServiceAreaLookup>(`/api/service-area/${zip}`),
    enabled: zip !== null,
  });
}
