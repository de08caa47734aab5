import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from './get-user';
import { logout } from './sign-out-request';

/**
 * `leave` runs before the signed-in user is cleared: a guarded page still on screen would
 * otherwise redirect on its own (/profile to /login, /subscribe to /signup) and win over the
 * caller's navigation.
 */
export function useLogout({ leave }: { leave?: () => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await leave?.();
      // Drop everything cached for the old user, then record that nobody is signed in.
      queryClient.clear();
      queryClient.setQueryData(USER_QUERY_KEY, null);
    },
  });
}
