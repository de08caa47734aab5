import type { RegisterInput } from '../../../domain/schemas/account.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/errors.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { enqueueMail, passwordResetMail } from '../mail/mail-module.ts';
import { LIMITS, type RateLimiter } from '../rate-limit/rate-limit-module.ts';
import { createResetTokenRepository } from './reset-token-repository.ts';
import { createUserRepository, type UserRow } from './user-repository.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(deps: {
  db: Database;
  limiter: RateLimiter;
  secret: string;
  appUrl: string;
  adminLoginKey: string | undefined;
  onMailQueued: () => void;
  endOtherSessions: (userId: number, exceptSessionId?: string) => Promise<void>;
}) {
  const users = createUserRepository(deps.db);
  const resetTokens = createResetTokenRepository(deps.db);

  /** Checks credentials; failures count per client IP + account (DESIGN.md §6). */
  async function authenticate(ip: string, login: string, password: string): Promise<UserRow> {
    const user = await users.findByLogin(login);
    // Counted per account, not per spelling: the email and the username share one budget (and the
    // change-password budget, which guesses the same password).
    const key = `${ip}|${user ? `user:${user.id}` : login.toLowerCase()}`;
    await deps.limiter.check(LIMITS.failedLogin, key);
    const ok = user
      ? await verifyPassword(password, user.passwordHash)
      : await burnPasswordCheck(password);
    if (!user || !ok) {
      await deps.limiter.recordFailure(LIMITS.failedLogin, key);
      throw unauthorized(MESSAGES.loginFailedDefault);
    }
    await deps.limiter.clear(LIMITS.failedLogin, key);
    return user;
  }

  return {
    authenticate,

    /** `state` comes from the PayPal flow's form; /signup has no state field (TX, spec §3). */
    async register(input: RegisterInput & { state?: string }): Promise<UserRow> {
      const taken = await users.findTaken(input.email, input.username);
      if (taken.email || taken.username) {
        const errors: Record<string, string[]> = {};
        if (taken.email) errors.email = [MESSAGES.emailTaken];
        if (taken.username) errors.username = [MESSAGES.usernameTaken];
        throw conflict(taken.email ? MESSAGES.emailTaken : MESSAGES.usernameTaken, errors);
      }
      const { password, ...profile } = input;
      try {
        return await users.insert({ ...profile, passwordHash: await hashPassword(password) });
      } catch (err) {
        // Two sign-ups racing for the same email or username: the unique index decides.
        const cause = (err as { cause?: { code?: string; constraint?: string } }).cause;
        if (cause?.code === '23505') {
          const field = cause.constraint === 'users_username_lower_key' ? 'username' : 'email';
          const message = field === 'username' ? MESSAGES.usernameTaken : MESSAGES.emailTaken;
          throw conflict(message, { [field]: [message] });
        }
        throw err;
      }
    },

    async adminLogin(ip: string, login: string, password: string, adminKey: string | undefined) {
      // The admin key is an extra factor only when the server is configured with one (decision 5).
      if (deps.adminLoginKey && adminKey !== deps.adminLoginKey) {
        await deps.limiter.check(LIMITS.failedLogin, `${ip}|admin-key`);
        await deps.limiter.recordFailure(LIMITS.failedLogin, `${ip}|admin-key`);
        throw unauthorized(MESSAGES.adminKeyInvalid);
      }
      const user = await authenticate(ip, login, password);
      if (user.role !== 'admin') throw forbidden(MESSAGES.notAdmin);
      return user;
    },

    /** Queues a reset link when the email belongs to an account; the caller answers the same either way. */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user) return;
      const token = newToken();
      await deps.db.transaction(async (tx) => {
        const txTokens = createResetTokenRepository(tx);
        await txTokens.invalidateAllForUser(user.id);
        await txTokens.insert(
          hashToken(token, deps.secret),
          user.id,
          new Date(Date.now() + RESET_TOKEN_TTL_MS),
        );
        const url = `${deps.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await enqueueMail(tx, passwordResetMail(user.email, user.firstName || user.username, url));
      });
      deps.onMailQueued();
    },

    async isResetTokenUsable(token: string): Promise<boolean> {
      return Boolean(await resetTokens.findUsable(hashToken(token, deps.secret)));
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const userId = await deps.db.transaction(async (tx) => {
        const id = await createResetTokenRepository(tx).consume(hashToken(token, deps.secret));
        if (id === undefined) return undefined;
        await createUserRepository(tx).setPassword(id, passwordHash);
        await createResetTokenRepository(tx).invalidateAllForUser(id);
        return id;
      });
      if (userId === undefined) throw badRequest(MESSAGES.resetInvalidToken);
      await deps.endOtherSessions(userId);
    },

    async changePassword(
      ip: string,
      user: UserRow,
      sessionId: string,
      currentPassword: string,
      newPassword: string,
    ): Promise<void> {
      // A stolen session must not become a way to guess the password.
      const key = `${ip}|user:${user.id}`;
      await deps.limiter.check(LIMITS.failedLogin, key);
      if (!(await verifyPassword(currentPassword, user.passwordHash))) {
        await deps.limiter.recordFailure(LIMITS.failedLogin, key);
        throw badRequest(MESSAGES.currentPasswordWrong, {
          currentPassword: [MESSAGES.currentPasswordWrong],
        });
      }
      await users.setPassword(user.id, await hashPassword(newPassword));
      await deps.endOtherSessions(user.id, sessionId);
    },
  };
}
