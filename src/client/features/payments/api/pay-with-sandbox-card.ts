import { useMutation } from '@tanstack/react-query';
import type { SandboxCardInput, SandboxCardPayment } from '../../../../domain/schemas/payments';
import { apiPost } from '../../../lib/api-client';

export const payWithSandboxCard = (input: SandboxCardInput) =>
  apiPost<SandboxCardPayment>('/api/sandbox/card-payments', input);

export function usePayWithSandboxCard() {
  return useMutation({ mutationFn: payWithSandboxCard });
}
