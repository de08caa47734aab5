import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../rate-limit/rate-limit-module.ts';
import { createAccountService, type SecurityNotifier } from './account-service.ts';
import { registerAuthRoutes } from './auth-routes.ts';
import type { SessionManager } from './session.ts';

// The auth module's public surface: accounts (sign-up, sign-in, password reset), the sessions
// and the guards every other module's routes use, and the user row they read.
export type { AccountService, ProfileEdit } from './account-service.ts';
export { endAccountLinks, replaceEmailChangeLink, useEmailChangeLink } from './account-links.ts';
export { createUserRepository, toPublicUser, type UserRow } from './user-repository.ts';
export {
  guardScope,
  onlyFor,
  refuseCrew,
  registerAdminRoutes,
  registerSessions,
  requireAdmin,
  requirePorter,
  requireSubscriber,
  requireUser,
  SESSION_CACHE_TTL_MS,
  type SessionManager,
} from './session.ts';

export function registerAuth(
  app: FastifyInstance,
  deps: {
    db: Database;
    sessions: SessionManager;
    limiter: RateLimiter;
    secret: string;
    appUrl: string;
    adminLoginKey: string | undefined;
    notifier: SecurityNotifier;
    isServedZip: (zip: string) => Promise<boolean>;
    isCommunityInZip: (zip: string, communityId: number) => Promise<boolean>;
  },
) {
  const { sessions, limiter } = deps;
  const accounts = createAccountService({ ...deps, endOtherSessions: sessions.endOthers });
  registerAuthRoutes(app, { accounts, sessions, limiter });
  return { accounts };
}
