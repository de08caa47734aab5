import { useMutation } from '@tanstack/react-query';
import type { SandboxCardInput } from '../../../../domain/schemas/payments';
import { apiPost } from '../../../lib/api-client';

export const payWithSandboxCard = (input: SandboxCardInput) =>
  apiPost<{ status: 'succeeded'; subscriptionId: string }>('/api/sandbox/card-payments', input);

export function usePayWithSandboxCard() {
  return useMutation({ mutationFn: payWithSandboxCard });
}
