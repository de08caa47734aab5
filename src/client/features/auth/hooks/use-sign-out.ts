import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../../domain/messages';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useLogout } from '../api/logout';

/** Logs out with the spec's toasts (§8) and returns home; `isPending` disables the control. */
export function useSignOut() {
  const navigate = useNavigate();
  const logout = useLogout({ leave: () => navigate('/') });
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () =>
        toast({ title: MESSAGES.loggedOutTitle, description: MESSAGES.loggedOutText }),
      onError: (err) =>
        toast({
          title: MESSAGES.logoutFailedTitle,
          description: errorMessage(err, MESSAGES.logoutFailedDefault),
          variant: 'destructive',
        }),
    });
  return { signOut, isPending: logout.isPending };
}
