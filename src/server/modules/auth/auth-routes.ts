import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contracts from '../../../domain/contracts/auth.ts';
import { preferredLanguage } from '../../../domain/i18n/languages.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { route } from '../../lib/contract-route.ts';
import { badRequest } from '../../lib/errors.ts';
import { keptJson } from '../../lib/kept-json.ts';
import { requireUser, type SessionManager } from './session.ts';
import { LIMITS, type RateLimiter } from '../rate-limit/rate-limit-module.ts';
import type { AccountDeps } from './account-deps.ts';
import * as passwords from './password-changes.ts';
import * as signIn from './sign-in.ts';
import * as signUp from './sign-up.ts';
import { createUserRepository, toPublicUser } from './user-repository.ts';

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { account: AccountDeps; sessions: SessionManager; limiter: RateLimiter },
) {
  const { account, sessions, limiter } = deps;
  const perIp = (request: FastifyRequest) => limiter.consume(LIMITS.perIp, request.ip);

  // The session cache hands every request the same user row until it looks the session up again
  // (docs/decisions/003-session-cache.md): its reply is written once per row, not per request,
  // and answered without a promise.
  const userReply = keptJson(toPublicUser);
  route(app, contracts.fetchUser, (request, reply) => {
    userReply(reply, requireUser(request));
  });

  route(app, contracts.setLanguage, async (request) => {
    const user = requireUser(request);
    const users = createUserRepository(account.db);
    return toPublicUser(await users.setLanguage(user.id, request.body.language));
  });

  route(app, contracts.register, async (request, reply) => {
    await perIp(request);
    const user = await signUp.register(account, {
      ...request.body,
      language: request.body.language ?? preferredLanguage(request.headers['accept-language']),
    });
    await sessions.start(request, reply, user.id);
    return reply.code(201).send(toPublicUser(user));
  });

  route(app, contracts.login, async (request, reply) => {
    const { username, password } = request.body;
    const user = await signIn.authenticate(account, request.ip, username, password);
    await sessions.start(request, reply, user.id);
    return toPublicUser(user);
  });

  route(app, contracts.adminLogin, async (request, reply) => {
    const { username, password, adminKey } = request.body;
    const user = await signIn.adminLogin(account, request.ip, username, password, adminKey);
    await sessions.start(request, reply, user.id);
    return { message: MESSAGES.adminLoginSuccessTitle, user: toPublicUser(user) };
  });

  route(app, contracts.logout, async (request, reply) => {
    await sessions.end(request, reply);
    return { message: MESSAGES.loggedOutText };
  });

  route(app, contracts.forgotPassword, async (request) => {
    await perIp(request);
    await passwords.requestPasswordReset(account, request.body.email, (err) =>
      request.log.error({ err }, 'password reset request failed'),
    );
    return { message: MESSAGES.forgotAccepted };
  });

  route(app, contracts.verifyResetToken, async (request) => {
    if (!(await passwords.isResetTokenUsable(account, request.query.token))) {
      throw badRequest(MESSAGES.resetInvalidToken);
    }
    return { ok: true as const };
  });

  route(app, contracts.resetPassword, async (request) => {
    await perIp(request);
    await passwords.resetPassword(account, request.body.token, request.body.password);
    return { message: MESSAGES.resetSuccessText };
  });

  route(app, contracts.changePassword, async (request) => {
    const user = requireUser(request);
    await passwords.changePassword(
      account,
      request.ip,
      user,
      request.session!.sessionId,
      request.body.currentPassword,
      request.body.newPassword,
    );
    return { message: MESSAGES.passwordChangedText };
  });
}
