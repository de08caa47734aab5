import { useMutation } from '@tanstack/react-query';
import type { decideSandboxCheckout as decideCall } from '../../../../domain/contracts/sandbox';
import { callApi } from '../../../lib/api-client';

export const decideSandboxCheckout = (input: { id: string; action: 'approve' | 'cancel' }) =>
  callApi<typeof decideCall>(
    { method: 'POST', path: '/api/sandbox/checkouts/:id/decision' },
    { params: { id: input.id }, body: { action: input.action } },
  );

export function useDecideSandboxCheckout() {
  return useMutation({ mutationFn: decideSandboxCheckout });
}
