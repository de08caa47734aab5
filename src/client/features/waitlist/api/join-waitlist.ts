import { useMutation } from '@tanstack/react-query';
import type { MessageReply } from '../../../../domain/schemas/replies';
import type { JoinWaitlistInput } from '../../../../domain/schemas/waitlist';
import { apiPost } from '../../../lib/api-client';

export const joinWaitlist = (input: JoinWaitlistInput) =>
  apiPost<MessageReply>('/api/waitlist', input);

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
