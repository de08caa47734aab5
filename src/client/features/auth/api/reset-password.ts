import { useMutation } from '@tanstack/react-query';
import type { MessageReply } from '../../../../domain/schemas/replies';
import { apiPost } from '../../../lib/api-client';

export const resetPassword = (input: { token: string; password: string }) =>
  apiPost<MessageReply>('/api/reset-password', input);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
