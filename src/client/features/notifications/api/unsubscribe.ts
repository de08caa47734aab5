import { useMutation, useQuery } from '@tanstack/react-query';
import type { UnsubscribeTarget } from '../../../../domain/schemas/notifications';
import type { MessageReply } from '../../../../domain/schemas/replies';
import { apiGet, apiPost } from '../../../lib/api-client';

export const getUnsubscribeTarget = (token: string) =>
  apiGet<UnsubscribeTarget>(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`);

/** What the link turns off; reading it changes nothing. */
export function useUnsubscribeTarget(token: string | null) {
  return useQuery({
    queryKey: ['/api/notifications/unsubscribe', token],
    queryFn: () => getUnsubscribeTarget(token!),
    enabled: Boolean(token),
    retry: false,
  });
}

export const unsubscribe = (token: string) =>
  apiPost<MessageReply>('/api/notifications/unsubscribe', { token });

/** Turns the email off when the person presses the button, never on opening the link. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
