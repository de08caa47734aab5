import { useMutation, useQuery } from '@tanstack/react-query';
import * as contracts from '../../../../domain/contracts/notifications';
import { callApi } from '../../../lib/api-client';

export const getUnsubscribeTarget = (token: string) =>
  callApi(contracts.getUnsubscribeTarget, { query: { token } });

/** What the link turns off; reading it changes nothing. */
export function useUnsubscribeTarget(token: string | null) {
  return useQuery({
    queryKey: ['/api/notifications/unsubscribe', token],
    queryFn: () => getUnsubscribeTarget(token!),
    enabled: Boolean(token),
    retry: false,
  });
}

export const unsubscribe = (token: string) => callApi(contracts.unsubscribe, { body: { token } });

/** Turns the email off when the person presses the button, never on opening the link. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
