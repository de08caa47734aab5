import { useMutation } from '@tanstack/react-query';
import type { MessageReply } from '../../../../domain/schemas/replies';
import type { ChangeEmailInput } from '../../../../domain/schemas/service-details';
import { apiPost } from '../../../lib/api-client';

export const changeEmail = (input: ChangeEmailInput) =>
  apiPost<MessageReply>('/api/account/email', input);

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
