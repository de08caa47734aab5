import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationPreferencesInput,
  NotificationSettings,
} from '../../../../domain/schemas/notifications';
import { apiGet, apiPut } from '../../../lib/api-client';

export const NOTIFICATION_SETTINGS_QUERY_KEY = ['/api/notifications/settings'] as const;

export const getNotificationSettings = () =>
  apiGet<NotificationSettings>('/api/notifications/settings');

export function useNotificationSettings() {
  return useQuery({
    queryKey: NOTIFICATION_SETTINGS_QUERY_KEY,
    queryFn: getNotificationSettings,
  });
}

export const saveNotificationSettings = (input: NotificationPreferencesInput) =>
  apiPut<NotificationSettings>('/api/notifications/settings', input);

/** Saves the switches and the reminder time; the answer is the settings as saved. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_SETTINGS_QUERY_KEY, saved),
  });
}
