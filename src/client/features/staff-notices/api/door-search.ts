import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { listAdminSubscriptions } from '../../../../domain/contracts/admin';
import { callApiPage } from '../../../lib/api-client';

/**
 * The office's doors to exempt: a community's active subscriptions matching a search (by name,
 * email, street or number), as the office finds a customer to schedule; there may be thousands.
 */
export function useDoorSearch(communityId: number, search: string) {
  const q = useDeferredValue(search.trim());
  return useQuery({
    queryKey: ['notice-exemption-doors', communityId, q],
    queryFn: () =>
      callApiPage(listAdminSubscriptions, {
        q,
        community: communityId,
        status: 'active',
        pageSize: 20,
        sort: 'id',
        dir: 'asc',
      }),
    enabled: q.length > 0,
  });
}
