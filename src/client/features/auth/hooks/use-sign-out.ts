import { useNavigate } from 'react-router';
import { useLogout } from '../api/logout';
import { toastSignedOut, toastSignOutFailed } from '../api/sign-out-request';

/** Logs out with the spec's toasts (§8) and returns home; `isPending` disables the control. */
export function useSignOut() {
  const navigate = useNavigate();
  const logout = useLogout({ leave: () => navigate('/') });
  const signOut = () =>
    logout.mutate(undefined, { onSuccess: toastSignedOut, onError: toastSignOutFailed });
  return { signOut, isPending: logout.isPending };
}
