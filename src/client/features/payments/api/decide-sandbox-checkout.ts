import { useMutation } from '@tanstack/react-query';
import type { SandboxDecision } from '../../../../domain/schemas/payments';
import { apiPost } from '../../../lib/api-client';

export const decideSandboxCheckout = (input: { id: string; action: 'approve' | 'cancel' }) =>
  apiPost<SandboxDecision>(`/api/sandbox/checkouts/${encodeURIComponent(input.id)}/decision`, {
    action: input.action,
  });

export function useDecideSandboxCheckout() {
  return useMutation({ mutationFn: decideSandboxCheckout });
}
