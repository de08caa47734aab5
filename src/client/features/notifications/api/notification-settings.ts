import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as contracts from '../../../../domain/contracts/notifications';
import type { NotificationPreferencesInput } from '../../../../domain/schemas/notifications';
import { callApi } from '../../../lib/api-client';

export const NOTIFICATION_SETTINGS_QUERY_KEY = ['/api/notifications/settings'] as const;

export const getNotificationSettings = () =>
  callApi<typeof contracts.getNotificationSettings>({
    method: 'GET',
    path: '/api/notifications/settings',
  });

export function useNotificationSettings() {
  return useQuery({
    queryKey: NOTIFICATION_SETTINGS_QUERY_KEY,
    queryFn: getNotificationSettings,
  });
}

export const saveNotificationSettings = (input: NotificationPreferencesInput) =>
  callApi<typeof contracts.saveNotificationSettings>(
    { method: 'PUT', path: '/api/notifications/settings' },
    { body: input },
  );

/** Saves the switches and the reminder time; the answer is the settings as saved. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_SETTINGS_QUERY_KEY, saved),
  });
}
