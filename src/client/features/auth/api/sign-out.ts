import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOut, toastSignedOut, toastSignOutFailed } from '../sign-out-with-toasts';
import { USER_QUERY_KEY } from './get-user';

/**
 * Signs out in the app with the static pages' toasts (sign-out-with-toasts.ts) and returns home;
 * `isPending` disables the control.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // Leave before the user is cleared: a guarded page still on screen would otherwise redirect
      // on its own (/profile to /login, /subscribe to /signup) and win over this navigation.
      await navigate('/');
      // Drop everything cached for the old user, then record that nobody is signed in.
      queryClient.clear();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      toastSignedOut();
    },
    onError: toastSignOutFailed,
  });
  return { signOut: () => mutation.mutate(), isPending: mutation.isPending };
}
