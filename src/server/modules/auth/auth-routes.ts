import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  AdminLoginSchema,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  VerifyResetTokenQuerySchema,
} from '../../../domain/schemas/account.ts';
import {
  ERROR_REPLIES,
  MessageReplySchema,
  OkReplySchema,
} from '../../../domain/schemas/replies.ts';
import { AdminLoginReplySchema, UserSchema } from '../../../domain/schemas/user.ts';
import { badRequest } from '../../lib/errors.ts';
import { keptJson } from '../../lib/kept-json.ts';
import { requireUser, type SessionManager } from './session.ts';
import { LIMITS, type RateLimiter } from '../rate-limit/rate-limit-module.ts';
import type { AccountService } from './account-service.ts';
import { toPublicUser } from './user-repository.ts';

/** A JSON body in, one success reply out, the shared error body on a 4xx. */
const replyWith =
  <Code extends 200 | 201>(code: Code) =>
  <Body extends z.ZodType, Reply extends z.ZodType>(body: Body, reply: Reply) => ({
    body,
    response: { [code]: reply, ...ERROR_REPLIES } as { [K in Code]: Reply } & typeof ERROR_REPLIES,
  });
const reply200 = replyWith(200);
const reply201 = replyWith(201);

export function registerAuthRoutes(
  parent: FastifyInstance,
  deps: { accounts: AccountService; sessions: SessionManager; limiter: RateLimiter },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { accounts, sessions, limiter } = deps;
  const perIp = (request: FastifyRequest) => limiter.consume(LIMITS.perIp, request.ip);

  // The session cache hands every request the same user row until it looks the session up again
  // (docs/decisions/003-session-cache.md): its reply is written once per row, not per request,
  // and answered without a promise.
  const userReply = keptJson(toPublicUser);
  app.get(
    '/api/user',
    { schema: { response: { 200: UserSchema, ...ERROR_REPLIES } } },
    (request, reply) => {
      userReply(reply, requireUser(request));
    },
  );

  app.post(
    '/api/register',
    { schema: reply201(RegisterSchema, UserSchema) },
    async (request, reply) => {
      await perIp(request);
      const user = await accounts.register(request.body);
      await sessions.start(request, reply, user.id);
      return reply.code(201).send(toPublicUser(user));
    },
  );

  app.post('/api/login', { schema: reply200(LoginSchema, UserSchema) }, async (request, reply) => {
    const { username, password } = request.body;
    const user = await accounts.authenticate(request.ip, username, password);
    await sessions.start(request, reply, user.id);
    return toPublicUser(user);
  });

  app.post(
    '/api/admin-login',
    { schema: reply200(AdminLoginSchema, AdminLoginReplySchema) },
    async (request, reply) => {
      const { username, password, adminKey } = request.body;
      const user = await accounts.adminLogin(request.ip, username, password, adminKey);
      await sessions.start(request, reply, user.id);
      return { message: MESSAGES.adminLoginSuccessTitle, user: toPublicUser(user) };
    },
  );

  app.post(
    '/api/logout',
    { schema: { response: { 200: MessageReplySchema, ...ERROR_REPLIES } } },
    async (request, reply) => {
      await sessions.end(request, reply);
      return { message: MESSAGES.loggedOutText };
    },
  );

  app.post(
    '/api/forgot-password',
    { schema: reply200(ForgotPasswordSchema, MessageReplySchema) },
    async (request) => {
      await perIp(request);
      await accounts.requestPasswordReset(request.body.email, (err) =>
        request.log.error({ err }, 'password reset request failed'),
      );
      return { message: MESSAGES.forgotAccepted };
    },
  );

  app.get(
    '/api/reset-password/verify',
    {
      schema: {
        querystring: VerifyResetTokenQuerySchema,
        response: { 200: OkReplySchema, ...ERROR_REPLIES },
      },
    },
    async (request) => {
      if (!(await accounts.isResetTokenUsable(request.query.token))) {
        throw badRequest(MESSAGES.resetInvalidToken);
      }
      return { ok: true as const };
    },
  );

  app.post(
    '/api/reset-password',
    { schema: reply200(ResetPasswordSchema, MessageReplySchema) },
    async (request) => {
      await perIp(request);
      await accounts.resetPassword(request.body.token, request.body.password);
      return { message: MESSAGES.resetSuccessText };
    },
  );

  app.post(
    '/api/change-password',
    { schema: reply200(ChangePasswordSchema, MessageReplySchema) },
    async (request) => {
      const user = requireUser(request);
      await accounts.changePassword(
        request.ip,
        user,
        request.session!.sessionId,
        request.body.currentPassword,
        request.body.newPassword,
      );
      return { message: MESSAGES.passwordChangedText };
    },
  );
}
