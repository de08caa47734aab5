import { useQuery } from '@tanstack/react-query';
import type { SandboxCheckout } from '../../../../domain/schemas/payments';
import { apiGet } from '../../../lib/api-client';

export const getSandboxCheckout = (id: string) =>
  apiGet<SandboxCheckout>(`/api/sandbox/checkouts/${encodeURIComponent(id)}`);

export function useSandboxCheckout(id: string | null) {
  return useQuery({
    queryKey: ['/api/sandbox/checkouts', id],
    queryFn: () => getSandboxCheckout(id!),
    enabled: Boolean(id),
  });
}
