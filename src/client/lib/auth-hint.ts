import { SIGNED_IN_HINT_COOKIE } from '../../domain/site';

const hintPattern = new RegExp(`(?:^|;\\s*)${SIGNED_IN_HINT_COOKIE}=`);

/** True when someone signed in on this browser (the server's readable hint cookie is there). */
export const hasSignedInHint = () => hintPattern.test(document.cookie);

/** `<html data-auth="in|out">`: which of the header's account controls the page shows. */
export const markAuthState = (signedIn: boolean) => {
  document.documentElement.dataset.auth = signedIn ? 'in' : 'out';
  if (!signedIn) delete document.documentElement.dataset.staff;
};

/** `<html data-staff="true">`: the signed-in user works in the office, so the header links it. */
export const markStaff = (staff: boolean) => {
  document.documentElement.dataset.staff = String(staff);
};

/** The session ended on the server (expired, or signed out elsewhere): stop asking. */
export const dropSignedInHint = () => {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
  markAuthState(false);
};

/**
 * Runs inline in <head>, before the first paint: the prerendered header carries both the Log In /
 * Sign Up buttons and the Account menu, and CSS shows the one this attribute names, so a
 * signed-in visitor never sees the guest buttons flash first.
 */
export const AUTH_STATE_SCRIPT = `document.documentElement.dataset.auth=${hintPattern}.test(document.cookie)?"in":"out"`;
