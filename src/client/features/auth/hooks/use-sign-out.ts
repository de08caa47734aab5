import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../../domain/messages';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useLogout } from '../api/logout';

/** Logs out with the spec's toasts (§8) and returns home; `isPending` disables the control. */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: MESSAGES.loggedOutTitle, description: MESSAGES.loggedOutText });
        navigate('/');
      },
      onError: (err) =>
        toast({
          title: MESSAGES.logoutFailedTitle,
          description: errorMessage(err, MESSAGES.logoutFailedDefault),
          variant: 'destructive',
        }),
    });
  return { signOut, isPending: logout.isPending };
}
