import { MESSAGES } from '../../../domain/messages.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import { burnPasswordCheck, NO_PASSWORD_HASH, verifyPassword } from '../../lib/passwords.ts';
import { LIMITS } from '../rate-limit/rate-limit-module.ts';
import { PASSWORD_WORK, type AccountDeps } from './account-deps.ts';
import { createUserRepository, type UserRow } from './user-repository.ts';

/**
 * Checks credentials. Failures count per client IP + account, and per IP across accounts
 * (LIMITS in rate-limiter.ts). Each attempt is counted before the password is checked, in one
 * atomic step, so a burst of parallel guesses cannot all pass a count that none of them has
 * raised yet; a success gives its attempt back.
 */
async function checkCredentials(
  deps: AccountDeps,
  ip: string,
  login: string,
  password: string,
): Promise<UserRow> {
  const user = await createUserRepository(deps.db).findByLogin(login);
  // Counted per account, not per spelling: the email and the username share one budget (and the
  // change-password budget, which guesses the same password).
  const key = `${ip}|${user ? `user:${user.id}` : login.toLowerCase()}`;
  await deps.limiter.consume(LIMITS.failedLoginPerIp, ip);
  await deps.limiter.consume(LIMITS.failedLogin, key);
  // An account without a password takes as long to refuse as a wrong password.
  const ok =
    user && user.passwordHash !== NO_PASSWORD_HASH
      ? await verifyPassword(password, user.passwordHash)
      : await burnPasswordCheck(password);
  if (!user || !ok) throw unauthorized(MESSAGES.loginFailedDefault);
  await deps.limiter.clear(LIMITS.failedLogin, key);
  await deps.limiter.refund(LIMITS.failedLoginPerIp, ip);
  return user;
}

/**
 * Credentials for a session outside the admin sign-in. With an admin key configured, an admin
 * account gets no session here: the key would otherwise be a door beside a wall.
 */
export function authenticate(
  deps: AccountDeps,
  ip: string,
  login: string,
  password: string,
): Promise<UserRow> {
  return PASSWORD_WORK.run(async () => {
    const user = await checkCredentials(deps, ip, login, password);
    if (deps.adminLoginKey && user.role === 'admin') throw forbidden(MESSAGES.adminUseAdminLogin);
    return user;
  });
}

export function adminLogin(
  deps: AccountDeps,
  ip: string,
  login: string,
  password: string,
  adminKey: string | undefined,
): Promise<UserRow> {
  return PASSWORD_WORK.run(async () => {
    // The admin key is an extra factor only when the server is configured with one (docs/decisions/012-admin-rights-on-the-server.md).
    if (deps.adminLoginKey && adminKey !== deps.adminLoginKey) {
      await deps.limiter.consume(LIMITS.failedLogin, `${ip}|admin-key`);
      throw unauthorized(MESSAGES.adminKeyInvalid);
    }
    const user = await checkCredentials(deps, ip, login, password);
    if (user.role !== 'admin') throw forbidden(MESSAGES.notAdmin);
    return user;
  });
}
