import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NOTIFICATION_MESSAGES, TEXT_OPT_INS_PER_HOUR } from '../../../domain/notifications.ts';
import {
  CustomerNotificationsParamsSchema,
  CustomerNotificationsSchema,
  NotificationPreferencesSchema,
  NotificationSettingsSchema,
  TextOptInSchema,
  UnsubscribeBodySchema,
  UnsubscribeQuerySchema,
  UnsubscribeSchema,
  UnsubscribeTargetSchema,
} from '../../../domain/schemas/notifications.ts';
import { ERROR_REPLIES, MessageReplySchema } from '../../../domain/schemas/replies.ts';
import { badRequest } from '../../lib/errors.ts';
import { registerAdminRoutes, requireSubscriber } from '../../plugins/session.ts';
import { LIMITS, type LimitRule, type RateLimiter } from '../rate-limit/rate-limit-module.ts';
import type { createSettingsService } from './settings-service.ts';

type SettingsService = ReturnType<typeof createSettingsService>;

const reply200 = <R>(response: R) => ({ 200: response, ...ERROR_REPLIES });

/** Each opt-in sends a text: counted per account, so no one texts numbers over and over. */
const TEXT_OPT_INS: LimitRule = {
  name: 'texts-on',
  max: TEXT_OPT_INS_PER_HOUR,
  windowMs: 60 * 60_000,
};

/** The resident's own settings: the switches, the reminder time, texts on and off. */
export function registerSettingsRoutes(
  parent: FastifyInstance,
  service: SettingsService,
  limiter: RateLimiter,
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/notifications/settings',
    { schema: { response: reply200(NotificationSettingsSchema) } },
    async (request) => service.settings(requireSubscriber(request).id),
  );

  app.put(
    '/api/notifications/settings',
    {
      schema: {
        body: NotificationPreferencesSchema,
        response: reply200(NotificationSettingsSchema),
      },
    },
    async (request) => service.save(requireSubscriber(request).id, request.body),
  );

  app.post(
    '/api/notifications/texts',
    { schema: { body: TextOptInSchema, response: reply200(NotificationSettingsSchema) } },
    async (request) => {
      const user = requireSubscriber(request);
      await limiter.consume(TEXT_OPT_INS, String(user.id));
      return service.textsOn(user.id, request.body, request.ip);
    },
  );

  app.delete(
    '/api/notifications/texts',
    { schema: { response: reply200(NotificationSettingsSchema) } },
    async (request) => service.textsOff(requireSubscriber(request).id, request.ip),
  );
}

/**
 * One-click unsubscribe, without signing in: the signed token is the proof. Mail clients POST
 * `List-Unsubscribe=One-Click` to the header's address (RFC 8058), form-encoded or as multipart
 * form data; the page POSTs JSON. Nothing changes on a GET, which link scanners send on their own.
 */
export async function registerUnsubscribeRoutes(
  parent: FastifyInstance,
  service: SettingsService,
  limiter: RateLimiter,
) {
  await parent.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    // The token is in the address; a form body only says "one click", so it is read as fields
    // (urlencoded) or left unread (multipart, as an empty body).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    app.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, {}),
    );

    const limit = (ip: string) => limiter.consume(LIMITS.perIp, `unsubscribe|${ip}`);

    app.get(
      '/api/notifications/unsubscribe',
      { schema: { querystring: UnsubscribeSchema, response: reply200(UnsubscribeTargetSchema) } },
      async (request) => {
        await limit(request.ip);
        return service.unsubscribeTarget(request.query.token);
      },
    );

    app.post(
      '/api/notifications/unsubscribe',
      {
        schema: {
          querystring: UnsubscribeQuerySchema,
          body: UnsubscribeBodySchema,
          response: reply200(MessageReplySchema),
        },
      },
      async (request) => {
        await limit(request.ip);
        const token = request.body?.token ?? request.query.token;
        if (!token) throw badRequest(NOTIFICATION_MESSAGES.unsubscribeInvalid);
        return { message: await service.unsubscribe(token) };
      },
    );
  });
}

/** The office's view of one customer (admins only, like every /api/admin route). */
export async function registerOfficeRoutes(parent: FastifyInstance, service: SettingsService) {
  await registerAdminRoutes(parent, (r) => {
    r.get(
      '/users/:id/notifications',
      {
        schema: {
          params: CustomerNotificationsParamsSchema,
          response: reply200(CustomerNotificationsSchema),
        },
      },
      async (request) => service.customer(request.params.id),
    );
  });
}
