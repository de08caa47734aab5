import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const resetPassword = (input: { token: string; password: string }) =>
  apiPost<{ message: string }>('/api/reset-password', input);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
