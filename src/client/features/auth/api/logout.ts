import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { USER_QUERY_KEY } from './get-user';

export const logout = () => apiPost<unknown>('/api/logout');

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Drop everything cached for the old user, then record that nobody is signed in.
      queryClient.clear();
      queryClient.setQueryData(USER_QUERY_KEY, null);
    },
  });
}
