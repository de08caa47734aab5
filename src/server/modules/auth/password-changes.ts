import { randomUUID } from 'node:crypto';
import { MESSAGES } from '../../../domain/messages.ts';
import { displayName } from '../../../domain/person-name.ts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { translatorFor } from '../../../domain/i18n/catalogue.ts';
import { composeMail, enqueueMail } from '../mail/mail-module.ts';
import { LIMITS, type LimitRule } from '../rate-limit/rate-limit-module.ts';
import { endAccountLinks } from './account-links.ts';
import { PASSWORD_WORK, type AccountDeps } from './account-deps.ts';
import { createResetTokenRepository } from './reset-token-repository.ts';
import { passwordChangedMail, passwordResetMail } from './security-mail.ts';
import { createUserRepository, type UserRow } from './user-repository.ts';

const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** Reset links one email can be sent: enough for a lost mail, too few to flood an inbox. */
export const RESET_REQUESTS_PER_EMAIL: LimitRule = {
  name: 'reset-email',
  max: 5,
  windowMs: 60 * 60_000,
};

/**
 * A resident's security notice of a new password, to the account's email; never turned off.
 * Staff and porters (whose invitation sets the first password) are not residents.
 */
async function notifyPasswordChanged(
  deps: AccountDeps,
  tx: Database,
  user: UserRow | undefined,
  event: string,
) {
  if (user?.role !== 'customer') return;
  await deps.notifier.notify(tx, {
    userId: user.id,
    type: 'account_security',
    key: `account_security:password_changed:user:${user.id}:${event}`,
    email: passwordChangedMail(displayName(user), deps.appUrl),
  });
}

/** A new link to /reset-password for the user, every older one voided, in `db`'s transaction. */
export async function issuePasswordLink(
  deps: AccountDeps,
  db: Database,
  userId: number,
  ttlMs: number,
): Promise<string> {
  const token = newToken();
  const tokens = createResetTokenRepository(db);
  await tokens.invalidateAllForUser(userId);
  await tokens.insert(hashToken(token, deps.secret), userId, new Date(Date.now() + ttlMs));
  return `${deps.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

async function sendResetLink(deps: AccountDeps, email: string): Promise<void> {
  const user = await createUserRepository(deps.db).findByEmail(email);
  // A porter removed from the crew stays out: a reset link would let them back in.
  if (!user || user.deactivatedAt) return;
  await deps.db.transaction(async (tx) => {
    const url = await issuePasswordLink(deps, tx, user.id, RESET_TOKEN_TTL_MS);
    const words = passwordResetMail(displayName(user), url);
    await enqueueMail(tx, composeMail(translatorFor(user.language), user.email, words));
  });
}

/**
 * Counts the request against the email (known or not, so the answer tells nothing) and then
 * queues a reset link if an account has it. The lookup and the mail happen after the caller
 * answers, so a known email is not answered more slowly than an unknown one.
 */
export async function requestPasswordReset(
  deps: AccountDeps,
  email: string,
  onError: (err: unknown) => void,
): Promise<void> {
  const key = hashToken(email.toLowerCase(), deps.secret);
  await deps.limiter.consume(RESET_REQUESTS_PER_EMAIL, key);
  // After this turn of the event loop, so the answer is on its way first (an in-process
  // database would otherwise hold it up).
  setImmediate(() => void sendResetLink(deps, email).catch(onError));
}

export async function isResetTokenUsable(deps: AccountDeps, token: string): Promise<boolean> {
  const tokens = createResetTokenRepository(deps.db);
  return Boolean(await tokens.findUsable(hashToken(token, deps.secret)));
}

export function resetPassword(deps: AccountDeps, token: string, password: string): Promise<void> {
  return PASSWORD_WORK.run(async () => {
    const passwordHash = await hashPassword(password);
    const tokenHash = hashToken(token, deps.secret);
    const userId = await deps.db.transaction(async (tx) => {
      const id = await createResetTokenRepository(tx).consume(tokenHash);
      if (id === undefined) return undefined;
      const user = await createUserRepository(tx).setPassword(id, passwordHash);
      await endAccountLinks(tx, id);
      // The link is used once: its hash names the event.
      await notifyPasswordChanged(deps, tx, user, `reset:${tokenHash.slice(0, 24)}`);
      return id;
    });
    if (userId === undefined) throw badRequest(MESSAGES.resetInvalidToken);
    await deps.endOtherSessions(userId);
  });
}

/**
 * The signed-in customer's password, asked again before a change that guards the account. A
 * stolen session must not become a way to guess it: failures count with the sign-in's.
 */
async function verifyCurrentPassword(
  deps: AccountDeps,
  ip: string,
  user: UserRow,
  password: string,
) {
  const key = `${ip}|user:${user.id}`;
  await deps.limiter.consume(LIMITS.failedLogin, key);
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw badRequest(MESSAGES.currentPasswordWrong, {
      currentPassword: [MESSAGES.currentPasswordWrong],
    });
  }
  await deps.limiter.refund(LIMITS.failedLogin, key);
}

/** A 400 on `currentPassword` unless it is the customer's (the email change asks it). */
export function checkCurrentPassword(
  deps: AccountDeps,
  ip: string,
  user: UserRow,
  password: string,
): Promise<void> {
  return PASSWORD_WORK.run(() => verifyCurrentPassword(deps, ip, user, password));
}

export function changePassword(
  deps: AccountDeps,
  ip: string,
  user: UserRow,
  sessionId: string,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  return PASSWORD_WORK.run(async () => {
    await verifyCurrentPassword(deps, ip, user, currentPassword);
    const passwordHash = await hashPassword(newPassword);
    await deps.db.transaction(async (tx) => {
      const changed = await createUserRepository(tx).setPassword(user.id, passwordHash);
      await endAccountLinks(tx, user.id);
      // Each change is its own event, however alike.
      await notifyPasswordChanged(deps, tx, changed, `change:${randomUUID()}`);
    });
    await deps.endOtherSessions(user.id, sessionId);
  });
}
