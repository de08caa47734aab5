import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../../domain/messages';
import type { MessageReply } from '../../../../domain/schemas/replies';
import { apiPost, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { USER_QUERY_KEY } from './get-user';

export const signOut = () => apiPost<MessageReply>('/api/logout');

// The one place for sign-out's toasts: 'Logged out', or 'Logout failed' with the reason.
const toastSignedOut = () =>
  toast({ title: MESSAGES.loggedOutTitle, description: MESSAGES.loggedOutText });

const toastSignOutFailed = (error: unknown) =>
  toast({
    title: MESSAGES.logoutFailedTitle,
    description: errorMessage(error, MESSAGES.logoutFailedDefault),
    variant: 'destructive',
  });

/**
 * Signs out with its toasts and tells whether it worked. Plain (no React) for the static pages,
 * where the visitor stays on the page, which is public.
 */
export async function signOutWithToasts(): Promise<boolean> {
  try {
    await signOut();
    toastSignedOut();
    return true;
  } catch (error) {
    toastSignOutFailed(error);
    return false;
  }
}

/** Signs out in the app with the same toasts and returns home; `isPending` disables the control. */
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
