import { useMutation } from '@tanstack/react-query';
import type { resetPassword as contract } from '../../../../domain/contracts/auth';
import { callApi } from '../../../lib/api-client';

export const resetPassword = (input: { token: string; password: string }) =>
  callApi<typeof contract>({ method: 'POST', path: '/api/reset-password' }, { body: input });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
