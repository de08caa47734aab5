import { useQuery } from '@tanstack/react-query';
import type { listMyNotices } from '../../../../domain/contracts/door-notices';
import { callApi } from '../../../lib/api-client';

export const NOTICES_QUERY_KEY = ['/api/notices'] as const;

/** The notices the resident was told of, newest first (docs/product.md#notices-in-the-portal). */
export function useNotices() {
  return useQuery({
    queryKey: NOTICES_QUERY_KEY,
    queryFn: () => callApi<typeof listMyNotices>({ method: 'GET', path: '/api/notices' }),
  });
}
