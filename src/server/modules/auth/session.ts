import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';
import { MESSAGES } from '../../../domain/messages.ts';
import { SIGNED_IN_HINT_COOKIE } from '../../../domain/site.ts';
import { isApiRequest } from '../../lib/api-request.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { createSessionRepository, type SessionWithUser } from './session-repository.ts';
import type { UserRow } from './user-repository.ts';
import { onCommitted } from '../../db/after-commit.ts';
import type { Database } from '../../db/client.ts';

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60_000;
// last_seen_at is refreshed at most this often, so a busy client does not write on every request.
const TOUCH_EVERY_MS = 5 * 60_000;
// A looked-up session is reused for this long without a database round trip (see
// docs/decisions/003-session-cache.md). Logout and password changes clear this instance's copy
// at once; other instances notice within this window.
export const SESSION_CACHE_TTL_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionWithUser | null;
  }
  interface FastifyContextConfig {
    /** The one role the route's scope lets in, marked with its guard (see guardScope). */
    role?: GuardedRole;
    /** The reply is an event stream: it stays open until the client leaves. */
    eventStream?: boolean;
  }
}

type GuardedRole = 'admin' | 'porter' | 'manager';

export type SessionManager = ReturnType<typeof registerSessions>;

/** Sessions this server just ended: one signed out, or a user's all but one. */
export type SessionsEnded = { sessionId: string } | { userId: number; exceptSessionId?: string };

export function registerSessions(
  app: FastifyInstance,
  opts: { db: Database; secret: string; secure: boolean },
) {
  const repo = createSessionRepository(opts.db);
  // __Host- binds the cookie to this origin over HTTPS; plain HTTP in development cannot use it.
  const cookieName = opts.secure ? '__Host-sid' : 'sid';
  const idleCutoff = () => new Date(Date.now() - SESSION_IDLE_MS);
  const tokenIn = (header: string) => parseCookie(header)[cookieName];
  // Written straight onto the reply: a cookie plugin would add an onSend hook to every request
  // for the two replies that set cookies (docs/decisions/003-session-cache.md).
  const setCookie = (reply: FastifyReply, cookie: SetCookie) =>
    reply.header('set-cookie', stringifySetCookie(cookie));
  // Both cookies, set and cleared alike.
  const attributes = { path: '/', sameSite: 'lax', secure: opts.secure } as const;

  const endedListeners: ((ended: SessionsEnded) => void)[] = [];
  const announce = (ended: SessionsEnded) => {
    for (const listener of endedListeners) listener(ended);
  };

  const cache = new Map<string, { session: SessionWithUser; until: number }>();
  const forget = (predicate: (s: SessionWithUser) => boolean) => {
    for (const [id, entry] of cache) if (predicate(entry.session)) cache.delete(id);
  };
  // A session carries its user's row: once a change to the customer commits, this instance reads
  // it again at the next request, before the other instances' cache windows run out.
  const stopForgetting = onCommitted(opts.db, 'customerChanged', (userId) => {
    if (userId !== undefined) forget((s) => s.user.id === userId);
  });
  app.addHook('onClose', async () => stopForgetting());

  // Keyed by the raw token, so a cache hit skips the HMAC too; the token never leaves memory.
  function fromCache(token: string): SessionWithUser | undefined {
    const cached = cache.get(token);
    if (cached && cached.until > Date.now()) return cached.session;
    return undefined;
  }

  async function lookUp(token: string): Promise<SessionWithUser | null> {
    const now = Date.now();
    cache.delete(token);
    const found = await repo.findLive(hashToken(token, opts.secret), idleCutoff());
    if (!found) return null;
    if (now - found.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repo.touch(found.sessionId);
    if (cache.size >= SESSION_CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(token, { session: found, until: now + SESSION_CACHE_TTL_MS });
    return found;
  }

  async function endCurrent(request: FastifyRequest): Promise<void> {
    if (!request.session) return;
    const { sessionId } = request.session;
    await repo.delete(sessionId);
    forget((s) => s.sessionId === sessionId);
    request.session = null;
    announce({ sessionId });
  }

  app.decorateRequest('session', null);
  // A callback hook that answers a cached session without a promise: it runs on every API request
  // (docs/decisions/003-session-cache.md). Cookies are parsed here, for the API only.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.cookie;
    if (!header || !isApiRequest(request)) return done();
    const token = tokenIn(header);
    if (!token) return done();
    const cached = fromCache(token);
    if (cached) {
      request.session = cached;
      return done();
    }
    lookUp(token).then((session) => {
      request.session = session;
      done();
    }, done);
  });

  return {
    /** Whether the request carries a session cookie at all (pages: no lookup, no database). */
    hasSessionCookie(request: FastifyRequest): boolean {
      const header = request.headers.cookie;
      return Boolean(header && tokenIn(header));
    },

    /** Signs the user in with a fresh session id (never reuses one: no session fixation). */
    async start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
      await endCurrent(request);
      const token = newToken();
      const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
      await repo.insert(hashToken(token, opts.secret), userId, expiresAt);
      const cookie = { ...attributes, expires: expiresAt };
      setCookie(reply, { name: cookieName, value: token, ...cookie, httpOnly: true });
      setCookie(reply, { name: SIGNED_IN_HINT_COOKIE, value: '1', ...cookie, httpOnly: false });
    },

    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      await endCurrent(request);
      // Expired at once, with the attributes it was set with.
      const cleared = { ...attributes, value: '', expires: new Date(0), maxAge: 0 };
      setCookie(reply, { name: cookieName, ...cleared });
      setCookie(reply, { name: SIGNED_IN_HINT_COOKIE, ...cleared });
    },

    async endOthers(userId: number, exceptSessionId?: string): Promise<void> {
      await repo.deleteAllForUser(userId, exceptSessionId);
      // Every cached copy goes, the kept session's too: it holds the old password hash.
      forget((s) => s.user.id === userId);
      announce({ userId, exceptSessionId });
    },

    /** Tells `listener` of each session this server ends, once it is gone. */
    onEnded(listener: (ended: SessionsEnded) => void): void {
      endedListeners.push(listener);
    },

    /** Which of these sessions (by their stored id) are live, each with its user's role. */
    liveRoles: (sessionIds: string[]) => repo.liveRoles(sessionIds, idleCutoff()),

    deleteExpired: () => repo.deleteExpired(idleCutoff()),
  };
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.session) throw unauthorized(MESSAGES.notAuthenticated);
  return request.session.user;
}

/**
 * Admin rights come from the session's role on the server, never from the client
 * (docs/decisions/012-admin-rights-on-the-server.md).
 */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== 'admin') throw forbidden(MESSAGES.adminOnly);
  return user;
}

/** The crew app's API is the porters' own: their route and what they record at each door. */
export function requirePorter(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== 'porter') throw forbidden(MESSAGES.crewOnly);
  return user;
}

/**
 * A property manager's API is theirs alone; which communities they may see is checked by the
 * properties module, which knows them (docs/decisions/059-properties-as-customers.md).
 */
export function requireManager(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== 'manager') throw forbidden(MESSAGES.managerOnly);
  return user;
}

/**
 * A pickup plan and a door are a customer's: a crew account cannot start a subscription or give
 * itself an address (docs/product.md#users-and-roles).
 */
export function refuseCrew(user: Pick<UserRow, 'role'>): void {
  if (user.role === 'porter') throw forbidden(MESSAGES.crewCannotSubscribe);
}

/** The signed-in user, unless it is a crew account (see refuseCrew). */
export function requireSubscriber(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  refuseCrew(user);
  return user;
}

/** A route scope with the zod type provider, as the modules declare their routes. */
export type TypedScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Lets only `role` into every route of `scope`, checked before a body is read, and marks each
 * route with that role, so whatever walks the routes (the hostile-input test) knows who may call
 * it without a list of paths.
 */
export function guardScope(scope: FastifyInstance, role: GuardedRole): void {
  scope.addHook('onRoute', (route) => {
    route.config = Object.assign(route.config ?? {}, { role });
  });
  scope.addHook('onRequest', guardFor(role));
}

/** The options of one route outside a guarded scope that only `role` may call: guard and mark. */
export const onlyFor = (role: GuardedRole) => ({ config: { role }, onRequest: guardFor(role) });

function guardFor(role: GuardedRole) {
  const check = { admin: requireAdmin, porter: requirePorter, manager: requireManager }[role];
  return async (request: FastifyRequest) => {
    check(request);
  };
}

/**
 * Registers a module's staff routes under /api/admin behind one admin guard on the whole scope,
 * so no route in it can forget the check.
 */
export async function registerAdminRoutes(
  app: FastifyInstance,
  routes: (scope: TypedScope) => void | Promise<void>,
): Promise<void> {
  await app.register(
    async (scope) => {
      guardScope(scope, 'admin');
      await routes(scope.withTypeProvider<ZodTypeProvider>());
    },
    { prefix: '/api/admin' },
  );
}
