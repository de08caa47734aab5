import { useQuery } from '@tanstack/react-query';
import type { getSandboxCheckout as getSandboxCheckoutCall } from '../../../../domain/contracts/sandbox';
import { callApi } from '../../../lib/api-client';

export const getSandboxCheckout = (id: string) =>
  callApi<typeof getSandboxCheckoutCall>(
    { method: 'GET', path: '/api/sandbox/checkouts/:id' },
    { params: { id } },
  );

export function useSandboxCheckout(id: string | null) {
  return useQuery({
    queryKey: ['/api/sandbox/checkouts', id],
    queryFn: () => getSandboxCheckout(id!),
    enabled: Boolean(id),
  });
}
