import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { SessionManager } from '../../plugins/session.ts';
import type { Notifier } from '../notifications/notifications-module.ts';
import type { RateLimiter } from '../rate-limit/rate-limit-module.ts';
import { createAccountService } from './account-service.ts';
import { registerAuthRoutes } from './auth-routes.ts';

// The auth module's public surface: accounts (sign-up, sign-in, password reset) and the user
// row other modules and the session plugin read.
export type { AccountService, ProfileEdit } from './account-service.ts';
export { endAccountLinks, replaceEmailChangeLink, useEmailChangeLink } from './account-links.ts';
export { createSessionRepository, type SessionWithUser } from './session-repository.ts';
export { createUserRepository, toPublicUser, type UserRow } from './user-repository.ts';

export function registerAuth(
  app: FastifyInstance,
  deps: {
    db: Database;
    sessions: SessionManager;
    limiter: RateLimiter;
    secret: string;
    appUrl: string;
    adminLoginKey: string | undefined;
    notifier: Notifier;
    isServedZip: (zip: string) => Promise<boolean>;
    isCommunityInZip: (zip: string, communityId: number) => Promise<boolean>;
  },
) {
  const { sessions, limiter } = deps;
  const accounts = createAccountService({ ...deps, endOtherSessions: sessions.endOthers });
  registerAuthRoutes(app, { accounts, sessions, limiter });
  return { accounts };
}
