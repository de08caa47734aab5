import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { setLanguage as contract } from '../../../../domain/contracts/auth';
import type { Language } from '../../../../domain/i18n/languages';
import { callApi } from '../../../lib/api-client';
import { USER_QUERY_KEY } from './get-user';

export const setLanguage = (language: Language) =>
  callApi<typeof contract>({ method: 'PUT', path: '/api/user/language' }, { body: { language } });

export function useSetLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLanguage,
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}
