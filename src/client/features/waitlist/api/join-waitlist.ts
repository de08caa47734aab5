import { useMutation } from '@tanstack/react-query';
import type { joinWaitlist as contract } from '../../../../domain/contracts/waitlist';
import type { JoinWaitlistInput } from '../../../../domain/schemas/waitlist';
import { callApi } from '../../../lib/api-client';

export const joinWaitlist = (input: JoinWaitlistInput) =>
  callApi<typeof contract>({ method: 'POST', path: '/api/waitlist' }, { body: input });

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
