import { useQuery } from '@tanstack/react-query';
import type { lookupZip } from '../../../../domain/contracts/service-area';
import { callApi } from '../../../lib/api-client';

/** Whether we serve a ZIP code, and its communities: the office's data, not the page's. */
export function useServiceArea(zip: string | null) {
  return useQuery({
    queryKey: ['/api/service-area', zip],
    queryFn: () =>
      callApi<typeof lookupZip>(
        { method: 'GET', path: '/api/service-area/:zip' },
        { params: { zip: zip! } },
      ),
    enabled: zip !== null,
  });
}
