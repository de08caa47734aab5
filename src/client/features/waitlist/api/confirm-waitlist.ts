import { useQuery } from '@tanstack/react-query';
import type { MessageReply } from '../../../../domain/schemas/replies';
import { apiPost } from '../../../lib/api-client';

export const confirmWaitlist = (token: string) =>
  apiPost<MessageReply>('/api/waitlist/confirm', { token });

/**
 * Confirms as the page opens: following the link is the confirmation. Confirming twice is
 * harmless on the server, so a remount may ask again; a failure is not retried (a bad link stays
 * bad).
 */
export function useConfirmWaitlist(token: string | null) {
  return useQuery({
    queryKey: ['/api/waitlist/confirm', token],
    queryFn: () => confirmWaitlist(token!),
    enabled: Boolean(token),
    retry: false,
    gcTime: 0,
  });
}
