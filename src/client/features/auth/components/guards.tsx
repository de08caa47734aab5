import { useContext, useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { MESSAGES } from '../../../../domain/messages';
import type { User } from '../../../../domain/schemas/account';
import { CREW_APP_PATH, signedInHome } from '../../../../domain/site';
import { PageSpinner } from '../../../components/ui/spinner';
import { SiteTextContext } from '../../../lib/site-text-context';
import { toast } from '../../../lib/toast-store';
import { useUser } from '../api/get-user';

/** "Checking your session" in the page's language. */
function CheckingSession() {
  const words = useContext(SiteTextContext);
  return <PageSpinner label={words?.t('portal.checkingSession') ?? 'Checking your session'} />;
}

/**
 * Signed-in only: a spinner while the session loads, /login without one
 * (docs/product.md#screens-and-routes).
 */
export function RequireUser({ children }: { children: (user: User) => ReactNode }) {
  const { data: user, isPending } = useUser();
  if (isPending) return <CheckingSession />;
  if (!user) return <Navigate to="/login" replace />;
  return <>{children(user)}</>;
}

/**
 * Admin only: /admin-login without a session; a signed-in non-admin is told and sent home. An
 * admin who signs out here goes home with the sign-out: the office is a large screen to leave,
 * and while the home page is still rendering the emptied session reaches this guard first.
 */
export function RequireAdmin({ children }: { children: (user: User) => ReactNode }) {
  const { data: user, isPending } = useUser();
  const [signedInHere, setSignedInHere] = useState(false);
  useEffect(() => {
    if (user) setSignedInHere(true);
  }, [user]);
  const denied = Boolean(user && user.role !== 'admin');
  useEffect(() => {
    if (denied) {
      toast({
        title: MESSAGES.accessDeniedTitle,
        description: MESSAGES.accessDeniedText,
        variant: 'destructive',
      });
    }
  }, [denied]);
  if (isPending) return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to={signedInHere ? '/' : '/admin-login'} replace />;
  if (denied) return <Navigate to="/" replace />;
  return <>{children(user)}</>;
}

/**
 * A property manager only (docs/product.md#property-managers): /login without a session; anyone
 * else is sent to where they belong.
 */
export function RequireManager({ children }: { children: (user: User) => ReactNode }) {
  const { data: user, isPending } = useUser();
  if (isPending) return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to="/login" replace />;
  if (user.role !== 'manager') return <Navigate to={signedInHome(user.role)} replace />;
  return <>{children(user)}</>;
}

/**
 * Pages for signed-out visitors (login, forgot and reset password) send a signed-in user on: a
 * porter to the crew app, anyone else to `to`.
 */
export function RedirectSignedIn({ to, children }: { to: string; children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const porter = user ? signedInHome(user.role) === CREW_APP_PATH : false;
  useEffect(() => {
    if (porter) window.location.replace(CREW_APP_PATH);
  }, [porter]);
  // Prerendering /login: the static page is the form, and its island sends a signed-in visitor on.
  if (import.meta.env.SSR) return <>{children}</>;
  if (isPending || porter) return <CheckingSession />;
  // A manager's home is their portal wherever the page would send a customer.
  if (user) return <Navigate to={user.role === 'manager' ? signedInHome(user.role) : to} replace />;
  return <>{children}</>;
}
