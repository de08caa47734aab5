import { useMutation } from '@tanstack/react-query';
import type { MessageReply } from '../../../../domain/schemas/replies';
import { apiPost } from '../../../lib/api-client';

export const confirmWaitlist = (token: string) =>
  apiPost<MessageReply>('/api/waitlist/confirm', { token });

/** Confirms when the person clicks: opening the link alone confirms nothing. */
export function useConfirmWaitlist() {
  return useMutation({ mutationFn: confirmWaitlist });
}
