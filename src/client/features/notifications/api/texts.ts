import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationSettings,
  TextOptInInput,
} from '../../../../domain/schemas/notifications';
import { apiDelete, apiPost } from '../../../lib/api-client';
import { NOTIFICATION_SETTINGS_QUERY_KEY } from './notification-settings';

export const turnTextsOn = (input: TextOptInInput) =>
  apiPost<NotificationSettings>('/api/notifications/texts', input);

export const turnTextsOff = () => apiDelete<NotificationSettings>('/api/notifications/texts');

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
