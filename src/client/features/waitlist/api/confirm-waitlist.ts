import { useMutation } from '@tanstack/react-query';
import type { confirmWaitlist as contract } from '../../../../domain/contracts/waitlist';
import { callApi } from '../../../lib/api-client';

export const confirmWaitlist = (token: string) =>
  callApi<typeof contract>({ method: 'POST', path: '/api/waitlist/confirm' }, { body: { token } });

/** Confirms when the person clicks: opening the link alone confirms nothing. */
export function useConfirmWaitlist() {
  return useMutation({ mutationFn: confirmWaitlist });
}
