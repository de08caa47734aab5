import type { FastifyInstance } from 'fastify';
import type { RegisterInput } from '../../../domain/schemas/account.ts';
import type { InvitePorterInput } from '../../../domain/schemas/crew-admin.ts';
import type { InviteManagerInput } from '../../../domain/schemas/managers.ts';
import type { Database } from '../../db/client.ts';
import type { AccountDeps } from './account-deps.ts';
import { registerAuthRoutes } from './auth-routes.ts';
import * as passwords from './password-changes.ts';
import * as managers from './manager-accounts.ts';
import * as porters from './porter-accounts.ts';
import type { SessionManager } from './session.ts';
import * as signIn from './sign-in.ts';
import * as signUp from './sign-up.ts';
import type { PreparedSignUp, ProfileEdit } from './sign-up.ts';
import type { UserRow } from './user-repository.ts';

// The auth module's public surface: accounts (sign-up, sign-in, password reset), the sessions
// and the guards every other module's routes use, and the user row they read.
export type { ProfileEdit };
export { endAccountLinks, replaceEmailChangeLink, useEmailChangeLink } from './account-links.ts';
export { createUserRepository, toPublicUser, type UserRow } from './user-repository.ts';
export {
  guardScope,
  onlyFor,
  refuseCrew,
  registerAdminRoutes,
  registerSessions,
  requireAdmin,
  requireManager,
  requirePorter,
  requireSubscriber,
  requireUser,
  SESSION_CACHE_TTL_MS,
  type SessionManager,
  type TypedScope,
} from './session.ts';

/**
 * What other modules ask of accounts. They hold none of the auth module's secrets or limits, so
 * each call here is the account function with those deps filled in.
 */
export type AccountService = {
  authenticate(ip: string, login: string, password: string): Promise<UserRow>;
  prepareSignUp(input: RegisterInput): Promise<PreparedSignUp>;
  createAccount(db: Database, prepared: PreparedSignUp): Promise<UserRow>;
  checkProfileEdit(user: UserRow, edit: ProfileEdit): Promise<void>;
  applyProfileEdit(db: Database, user: UserRow, edit: ProfileEdit): Promise<UserRow>;
  checkCurrentPassword(ip: string, user: UserRow, password: string): Promise<void>;
  invitePorter(input: InvitePorterInput): Promise<UserRow>;
  /** A property manager's account and invitation, in the caller's transaction. */
  inviteManager(db: Database, input: InviteManagerInput, communityName: string): Promise<UserRow>;
  resendInvite(porter: Pick<UserRow, 'id' | 'email' | 'firstName'>): Promise<void>;
  deactivate(db: Database, userId: number): Promise<UserRow>;
  endSessions(userId: number): Promise<void>;
};

export function registerAuth(
  app: FastifyInstance,
  deps: Omit<AccountDeps, 'endOtherSessions'> & { sessions: SessionManager },
) {
  const { sessions, limiter } = deps;
  const account: AccountDeps = { ...deps, endOtherSessions: sessions.endOthers };
  registerAuthRoutes(app, { account, sessions, limiter });
  const accounts: AccountService = {
    authenticate: (ip, login, password) => signIn.authenticate(account, ip, login, password),
    prepareSignUp: (input) => signUp.prepareSignUp(account, input),
    createAccount: signUp.createAccount,
    checkProfileEdit: (user, edit) => signUp.checkProfileEdit(account, user, edit),
    applyProfileEdit: signUp.applyProfileEdit,
    checkCurrentPassword: (ip, user, password) =>
      passwords.checkCurrentPassword(account, ip, user, password),
    invitePorter: (input) => porters.invitePorter(account, input),
    inviteManager: (db, input, communityName) =>
      managers.inviteManager(account, db, input, communityName),
    resendInvite: (porter) => porters.resendInvite(account, porter),
    deactivate: porters.deactivate,
    endSessions: (userId) => porters.endSessions(account, userId),
  };
  return { accounts };
}
