import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { useNavigate } from 'react-router';
import { sitePath } from '../../../../domain/site-language';
import { SiteTextContext } from '../../../lib/site-text-context';
import { signOut, toastSignedOut, toastSignOutFailed } from '../sign-out-with-toasts';
import { USER_QUERY_KEY } from './get-user';

/**
 * Signs out in the app with the static pages' toasts (sign-out-with-toasts.ts), in the page's
 * language, and returns home, to the home page in that language; `isPending` disables the control.
 */
export function useSignOut() {
  const words = useContext(SiteTextContext) ?? undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // Leave before the user is cleared: a guarded page still on screen would otherwise redirect
      // on its own (/profile to /login, /subscribe to /signup) and win over this navigation.
      await navigate(sitePath(words?.language ?? 'en', '/'));
      // Drop everything cached for the old user, then record that nobody is signed in.
      queryClient.clear();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      toastSignedOut(words);
    },
    onError: (error) => toastSignOutFailed(error, words),
  });
  return { signOut: () => mutation.mutate(), isPending: mutation.isPending };
}
