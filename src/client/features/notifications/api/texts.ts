import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as contracts from '../../../../domain/contracts/notifications';
import type { TextOptInInput } from '../../../../domain/schemas/notifications';
import { callApi } from '../../../lib/api-client';
import { NOTIFICATION_SETTINGS_QUERY_KEY } from './notification-settings';

export const turnTextsOn = (input: TextOptInInput) =>
  callApi<typeof contracts.turnTextsOn>(
    { method: 'POST', path: '/api/notifications/texts' },
    { body: input },
  );

export const turnTextsOff = () =>
  callApi<typeof contracts.turnTextsOff>({ method: 'DELETE', path: '/api/notifications/texts' });

/** Texts on with the number and the ticked consent; the answer is the settings with texts on. */
export function useTurnTextsOn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnTextsOn,
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_SETTINGS_QUERY_KEY, saved),
  });
}

export function useTurnTextsOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnTextsOff,
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_SETTINGS_QUERY_KEY, saved),
  });
}
