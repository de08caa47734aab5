import { MESSAGES } from '../../../../domain/messages';
import { apiPost, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';

// Plain (no React): the app's useSignOut and the static pages' sign-out island share them.

export const logout = () => apiPost<unknown>('/api/logout');

/** Spec §8: 'Logged out' on success, 'Logout failed' with the reason otherwise. */
export const toastSignedOut = () =>
  toast({ title: MESSAGES.loggedOutTitle, description: MESSAGES.loggedOutText });

export const toastSignOutFailed = (error: unknown) =>
  toast({
    title: MESSAGES.logoutFailedTitle,
    description: errorMessage(error, MESSAGES.logoutFailedDefault),
    variant: 'destructive',
  });
