import { randomUUID } from 'node:crypto';
import type { RegisterInput, SignUpEdit } from '../../../domain/schemas/account.ts';
import type { InvitePorterInput } from '../../../domain/schemas/crew-admin.ts';
import { CREW_ADMIN_TEXT } from '../../../domain/admin-messages.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { displayName } from '../../../domain/person-name.ts';
import type { Database } from '../../db/client.ts';
import { createConcurrencyGate } from '../../lib/concurrency-gate.ts';
import {
  badRequest,
  conflict,
  forbidden,
  serviceUnavailable,
  unauthorized,
} from '../../lib/errors.ts';
import { HASHING_THREADS } from '../../lib/password-hasher.ts';
import {
  burnPasswordCheck,
  hashPassword,
  NO_PASSWORD_HASH,
  verifyPassword,
} from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import {
  crewInviteMail,
  enqueueMail,
  passwordResetMail,
  type OutgoingMail,
} from '../mail/mail-module.ts';
import { LIMITS, type LimitRule, type RateLimiter } from '../rate-limit/rate-limit-module.ts';
import { endAccountLinks } from './account-links.ts';
import { createResetTokenRepository } from './reset-token-repository.ts';
import { passwordChangedMail } from './security-mail.ts';
import { createUserRepository, type NewUser, type UserRow } from './user-repository.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** A porter's invitation link sets the first password: long enough to reach a new hire. */
export const INVITE_LINK_DAYS = 7;
const INVITE_TOKEN_TTL_MS = INVITE_LINK_DAYS * 24 * 60 * 60_000;
/** Reset links one email can be sent: enough for a lost mail, too few to flood an inbox. */
export const RESET_REQUESTS_PER_EMAIL: LimitRule = {
  name: 'reset-email',
  max: 5,
  windowMs: 60 * 60_000,
};

/**
 * Sign-ins, sign-ups and password changes each cost a deliberately slow scrypt hash and a few
 * database writes. They run one per hashing thread (lib/password-hasher.ts: low priority, off
 * libuv's pool that static file reads share), and a short queue waits; a flood beyond that is
 * answered 503 with Retry-After before any database or hashing work.
 */
export const PASSWORD_WORK = createConcurrencyGate({
  concurrency: HASHING_THREADS,
  maxQueued: 16,
  onFull: () => serviceUnavailable(MESSAGES.serverBusy, 1),
});

export type AccountService = ReturnType<typeof createAccountService>;

/** Who an invitation goes to. */
type Invited = Pick<UserRow, 'id' | 'email' | 'firstName'>;

/** A checked sign-up, its password already hashed, ready to insert. */
export type PreparedSignUp = NewUser;

/** The account fields the sign-up's information step corrects before payment. */
export type ProfileEdit = Pick<
  SignUpEdit,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'address'
  | 'unit'
  | 'building'
  | 'communityId'
  | 'communityRequest'
  | 'city'
  | 'zip'
>;

/** Where the door is, as the users row keeps it: no community is null, an unnamed one too. */
const doorOf = (input: {
  building?: string;
  communityId?: number | null;
  communityRequest?: string;
}) => ({
  building: input.building ?? '',
  communityId: input.communityId ?? null,
  communityRequest: input.communityRequest || null,
});

/**
 * The one notice accounts send, the password-changed security notice, written in the
 * transaction of the change. A port the notifications module's notifier fills (wired in app.ts),
 * so that auth, whose sessions guard every module's routes, imports no module that uses them.
 */
export type SecurityNotifier = {
  notify(
    db: Database,
    message: { userId: number; type: 'account_security'; key: string; email: OutgoingMail },
  ): Promise<unknown>;
};

export function createAccountService(deps: {
  db: Database;
  limiter: RateLimiter;
  secret: string;
  appUrl: string;
  adminLoginKey: string | undefined;
  /** The password-changed notice goes through it, always sent. */
  notifier: SecurityNotifier;
  endOtherSessions: (userId: number, exceptSessionId?: string) => Promise<void>;
  /** Whether we serve a ZIP code: an account outside the area could pay for pickups nobody makes. */
  isServedZip: (zip: string) => Promise<boolean>;
  /** Whether a community is active and in that ZIP code. */
  isCommunityInZip: (zip: string, communityId: number) => Promise<boolean>;
}) {
  const users = createUserRepository(deps.db);

  /**
   * A resident's security notice of a new password, to the account's email; never turned off.
   * Staff and porters (whose invitation sets the first password) are not residents.
   */
  async function notifyPasswordChanged(tx: Database, user: UserRow | undefined, event: string) {
    if (user?.role !== 'customer') return;
    await deps.notifier.notify(tx, {
      userId: user.id,
      type: 'account_security',
      key: `account_security:password_changed:user:${user.id}:${event}`,
      email: passwordChangedMail(user.email, displayName(user), deps.appUrl),
    });
  }

  const resetTokens = createResetTokenRepository(deps.db);

  /** A new link to /reset-password for the user, every older one voided, in `db`'s transaction. */
  async function issuePasswordLink(db: Database, userId: number, ttlMs: number): Promise<string> {
    const token = newToken();
    const tokens = createResetTokenRepository(db);
    await tokens.invalidateAllForUser(userId);
    await tokens.insert(hashToken(token, deps.secret), userId, new Date(Date.now() + ttlMs));
    return `${deps.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  }

  async function sendResetLink(email: string): Promise<void> {
    const user = await users.findByEmail(email);
    // A porter removed from the crew stays out: a reset link would let them back in.
    if (!user || user.deactivatedAt) return;
    await deps.db.transaction(async (tx) => {
      const url = await issuePasswordLink(tx, user.id, RESET_TOKEN_TTL_MS);
      await enqueueMail(tx, passwordResetMail(user.email, displayName(user), url));
    });
  }

  async function sendInvite(db: Database, porter: Invited): Promise<void> {
    const url = await issuePasswordLink(db, porter.id, INVITE_TOKEN_TTL_MS);
    const links = { setPassword: url, signIn: `${deps.appUrl}/login` };
    await enqueueMail(db, crewInviteMail(porter.email, porter.firstName, links, INVITE_LINK_DAYS));
  }

  /**
   * Checks credentials. Failures count per client IP + account, and per IP across accounts
   * (LIMITS in rate-limiter.ts). Each attempt is counted before the password is checked, in one
   * atomic step, so a burst of parallel guesses cannot all pass a count that none of them has
   * raised yet; a success gives its attempt back.
   */
  async function checkCredentials(ip: string, login: string, password: string): Promise<UserRow> {
    const user = await users.findByLogin(login);
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

  /** A 400 outside the service area or for a community not listed in its ZIP code. */
  async function checkServiceAddress(input: {
    zip: string;
    communityId?: number | null;
  }): Promise<void> {
    if (!(await deps.isServedZip(input.zip))) {
      throw badRequest(MESSAGES.zipNotServed, { zip: [MESSAGES.zipNotServed] });
    }
    if (input.communityId != null && !(await deps.isCommunityInZip(input.zip, input.communityId))) {
      throw badRequest(MESSAGES.communityNotInZip, { communityId: [MESSAGES.communityNotInZip] });
    }
  }

  /** A 409 naming each field already taken. */
  function refuseTaken(taken: { email: boolean; username: boolean }): void {
    if (!taken.email && !taken.username) return;
    const errors: Record<string, string[]> = {};
    if (taken.email) errors.email = [MESSAGES.emailTaken];
    if (taken.username) errors.username = [MESSAGES.usernameTaken];
    throw conflict(taken.email ? MESSAGES.emailTaken : MESSAGES.usernameTaken, errors);
  }

  /** The service address and the uniqueness checks, then the password's hash. */
  async function prepareAccount(input: RegisterInput): Promise<PreparedSignUp> {
    await checkServiceAddress(input);
    // Customers sign in with their email; an account made without a username answers to it too.
    const username = input.username ?? input.email;
    refuseTaken(await users.findTaken(input.email, username));
    const { password, building: _b, communityId: _c, communityRequest: _r, ...profile } = input;
    return {
      ...profile,
      ...doorOf(input),
      username,
      passwordHash: await hashPassword(password),
    };
  }

  async function insertAccount(db: Database, prepared: PreparedSignUp): Promise<UserRow> {
    try {
      return await createUserRepository(db).insert(prepared);
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
  }

  /**
   * The signed-in customer's password, asked again before a change that guards the account. A
   * stolen session must not become a way to guess it: failures count with the sign-in's.
   */
  async function checkCurrentPassword(ip: string, user: UserRow, password: string) {
    const key = `${ip}|user:${user.id}`;
    await deps.limiter.consume(LIMITS.failedLogin, key);
    if (!(await verifyPassword(password, user.passwordHash))) {
      throw badRequest(MESSAGES.currentPasswordWrong, {
        currentPassword: [MESSAGES.currentPasswordWrong],
      });
    }
    await deps.limiter.refund(LIMITS.failedLogin, key);
  }

  /** Runs a credential operation through PASSWORD_WORK. */
  const gated =
    <A extends unknown[], R>(operation: (...args: A) => Promise<R>) =>
    (...args: A) =>
      PASSWORD_WORK.run(() => operation(...args));

  return {
    /**
     * Credentials for a session outside the admin sign-in. With an admin key configured, an admin
     * account gets no session here: the key would otherwise be a door beside a wall.
     */
    authenticate: gated(async (ip: string, login: string, password: string): Promise<UserRow> => {
      const user = await checkCredentials(ip, login, password);
      if (deps.adminLoginKey && user.role === 'admin') throw forbidden(MESSAGES.adminUseAdminLogin);
      return user;
    }),

    register: gated(async (input: RegisterInput): Promise<UserRow> =>
      insertAccount(deps.db, await prepareAccount(input)),
    ),

    /**
     * Sign-up for a caller whose own rows must commit with the account: this checks the email and
     * username and hashes the password before the caller opens its transaction (the hash is slow
     * and queues behind other password work; an open transaction must not wait on it), then
     * `createAccount` inserts the account in that transaction.
     */
    prepareSignUp: gated(prepareAccount),

    /** Inserts a prepared sign-up with `db`, the caller's transaction; a 409 if it is taken. */
    createAccount: (db: Database, prepared: PreparedSignUp): Promise<UserRow> =>
      insertAccount(db, prepared),

    /**
     * Checks a correction of the account's details before payment: the service address as at
     * sign-up, and a new email no other account has. Call before opening the transaction that
     * applies it with `applyProfileEdit`.
     */
    async checkProfileEdit(user: UserRow, edit: ProfileEdit): Promise<void> {
      await checkServiceAddress(edit);
      if (edit.email.toLowerCase() === user.email.toLowerCase()) return;
      const owner = await users.findByLogin(edit.email);
      if (owner && owner.id !== user.id) refuseTaken({ email: true, username: false });
    },

    /** Writes a checked correction with `db`, the caller's transaction; a 409 if the email is taken. */
    async applyProfileEdit(db: Database, user: UserRow, edit: ProfileEdit): Promise<UserRow> {
      const { building: _b, communityId: _c, communityRequest: _r, ...fields } = edit;
      // An account whose username is its email keeps answering to the email it now has.
      const followsEmail = user.username.toLowerCase() === user.email.toLowerCase();
      try {
        if (edit.email.toLowerCase() !== user.email.toLowerCase()) {
          await endAccountLinks(db, user.id);
        }
        return await createUserRepository(db).update(user.id, {
          ...fields,
          ...doorOf(edit),
          ...(followsEmail ? { username: edit.email } : {}),
        });
      } catch (err) {
        const cause = (err as { cause?: { code?: string } }).cause;
        if (cause?.code === '23505') refuseTaken({ email: true, username: false });
        throw err;
      }
    },

    adminLogin: gated(
      async (ip: string, login: string, password: string, adminKey: string | undefined) => {
        // The admin key is an extra factor only when the server is configured with one (docs/decisions/012-admin-rights-on-the-server.md).
        if (deps.adminLoginKey && adminKey !== deps.adminLoginKey) {
          await deps.limiter.consume(LIMITS.failedLogin, `${ip}|admin-key`);
          throw unauthorized(MESSAGES.adminKeyInvalid);
        }
        const user = await checkCredentials(ip, login, password);
        if (user.role !== 'admin') throw forbidden(MESSAGES.notAdmin);
        return user;
      },
    ),

    /**
     * Counts the request against the email (known or not, so the answer tells nothing) and then
     * queues a reset link if an account has it. The lookup and the mail happen after the caller
     * answers, so a known email is not answered more slowly than an unknown one.
     */
    async requestPasswordReset(email: string, onError: (err: unknown) => void): Promise<void> {
      const key = hashToken(email.toLowerCase(), deps.secret);
      await deps.limiter.consume(RESET_REQUESTS_PER_EMAIL, key);
      // After this turn of the event loop, so the answer is on its way first (an in-process
      // database would otherwise hold it up).
      setImmediate(() => void sendResetLink(email).catch(onError));
    },

    async isResetTokenUsable(token: string): Promise<boolean> {
      return Boolean(await resetTokens.findUsable(hashToken(token, deps.secret)));
    },

    resetPassword: gated(async (token: string, password: string): Promise<void> => {
      const passwordHash = await hashPassword(password);
      const tokenHash = hashToken(token, deps.secret);
      const userId = await deps.db.transaction(async (tx) => {
        const id = await createResetTokenRepository(tx).consume(tokenHash);
        if (id === undefined) return undefined;
        const user = await createUserRepository(tx).setPassword(id, passwordHash);
        await endAccountLinks(tx, id);
        // The link is used once: its hash names the event.
        await notifyPasswordChanged(tx, user, `reset:${tokenHash.slice(0, 24)}`);
        return id;
      });
      if (userId === undefined) throw badRequest(MESSAGES.resetInvalidToken);
      await deps.endOtherSessions(userId);
    }),

    /**
     * Invites a porter (docs/product.md#crew-app): a crew account without a password, and an
     * email whose link sets one. A porter removed earlier comes back under the same account, so
     * their history stays theirs; any other account with the email is a 409.
     */
    async invitePorter(input: InvitePorterInput): Promise<UserRow> {
      const details = { ...input, username: input.email };
      const porter = await deps.db.transaction(async (tx) => {
        const txUsers = createUserRepository(tx);
        const existing = await txUsers.findByLogin(input.email);
        let row: UserRow;
        if (existing) {
          if (existing.role !== 'porter') {
            const message =
              existing.email.toLowerCase() === input.email.toLowerCase()
                ? CREW_ADMIN_TEXT.emailTakenByCustomer
                : MESSAGES.emailTaken;
            throw conflict(message, { email: [message] });
          }
          if (!existing.deactivatedAt) {
            throw conflict(MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] });
          }
          row = await txUsers.update(existing.id, {
            ...details,
            deactivatedAt: null,
            passwordHash: NO_PASSWORD_HASH,
          });
        } else {
          row = await insertAccount(tx, {
            ...details,
            role: 'porter',
            passwordHash: NO_PASSWORD_HASH,
          });
        }
        await sendInvite(tx, row);
        return row;
      });
      return porter;
    },

    /** A fresh invitation link for a porter on the crew; older links stop working. */
    async resendInvite(porter: Invited): Promise<void> {
      await deps.db.transaction((tx) => sendInvite(tx, porter));
    },

    /**
     * Closes an account in the caller's transaction `db`: no password, no usable link, flagged
     * as removed. The caller ends its sessions once that commits (`endSessions`).
     */
    async deactivate(db: Database, userId: number): Promise<UserRow> {
      await endAccountLinks(db, userId);
      return createUserRepository(db).update(userId, {
        passwordHash: NO_PASSWORD_HASH,
        deactivatedAt: new Date(),
      });
    },

    /** Signs the user out everywhere. */
    endSessions: (userId: number) => deps.endOtherSessions(userId),

    /** A 400 on `currentPassword` unless it is the customer's (the email change asks it). */
    checkCurrentPassword: gated(checkCurrentPassword),

    changePassword: gated(
      async (
        ip: string,
        user: UserRow,
        sessionId: string,
        currentPassword: string,
        newPassword: string,
      ): Promise<void> => {
        await checkCurrentPassword(ip, user, currentPassword);
        const passwordHash = await hashPassword(newPassword);
        await deps.db.transaction(async (tx) => {
          const changed = await createUserRepository(tx).setPassword(user.id, passwordHash);
          await endAccountLinks(tx, user.id);
          // Each change is its own event, however alike.
          await notifyPasswordChanged(tx, changed, `change:${randomUUID()}`);
        });
        await deps.endOtherSessions(user.id, sessionId);
      },
    ),
  };
}
