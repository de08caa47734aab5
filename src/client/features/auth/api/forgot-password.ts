import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const forgotPassword = (input: { email: string }) =>
  apiPost<{ message: string }>('/api/forgot-password', input);

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
