import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChangePasswordSchema } from '../../../../domain/schemas/account';
import type { MessageReply } from '../../../../domain/schemas/replies';
import { apiPost } from '../../../lib/api-client';

export const changePassword = (input: z.input<typeof ChangePasswordSchema>) =>
  apiPost<MessageReply>('/api/change-password', input);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
