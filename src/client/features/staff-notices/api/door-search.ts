import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { listAdminSubscriptions } from '../../../../domain/contracts/admin';
import { callApiPage } from '../../../lib/api-client';

/**
 * The office's doors to exempt: active subscriptions matching a search (by name, email, street
 * or number), as the office finds a customer to schedule; there may be 100 000.
 */
export function useDoorSearch(search: string, enabled: boolean) {
  const q = useDeferredValue(search.trim());
  return useQuery({
    queryKey: ['notice-exemption-doors', q],
    queryFn: () =>
      callApiPage(listAdminSubscriptions, {
        q,
        status: 'active',
        pageSize: 20,
        sort: 'id',
        dir: 'asc',
      }),
    enabled: enabled && q.length > 0,
  });
}
