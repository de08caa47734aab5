import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  apiPost<{ message: string }>('/api/change-password', input);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
