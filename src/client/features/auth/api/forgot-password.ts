import { useMutation } from '@tanstack/react-query';
import type { MessageReply } from '../../../../domain/schemas/replies';
import { apiPost } from '../../../lib/api-client';

export const forgotPassword = (input: { email: string }) =>
  apiPost<MessageReply>('/api/forgot-password', input);

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
