import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/notifications.ts';
import { NOTIFICATION_MESSAGES, TEXT_OPT_INS_PER_HOUR } from '../../../domain/notifications.ts';
import { route } from '../../lib/contract-route.ts';
import { badRequest } from '../../lib/errors.ts';
import { registerAdminRoutes, requireSubscriber } from '../auth/auth-module.ts';
import { LIMITS, type LimitRule, type RateLimiter } from '../rate-limit/rate-limit-module.ts';
import * as settings from './settings-service.ts';

/** Each opt-in sends a text: counted per account, so no one texts numbers over and over. */
const TEXT_OPT_INS: LimitRule = {
  name: 'texts-on',
  max: TEXT_OPT_INS_PER_HOUR,
  windowMs: 60 * 60_000,
};

/** The resident's own settings: the switches, the reminder time, texts on and off. */
export function registerSettingsRoutes(
  app: FastifyInstance,
  deps: settings.SettingsDeps & { limiter: RateLimiter },
) {
  route(app, contracts.getNotificationSettings, async (request) =>
    settings.settings(deps, requireSubscriber(request).id),
  );

  route(app, contracts.saveNotificationSettings, async (request) =>
    settings.save(deps, requireSubscriber(request).id, request.body),
  );

  route(app, contracts.turnTextsOn, async (request) => {
    const user = requireSubscriber(request);
    await deps.limiter.consume(TEXT_OPT_INS, String(user.id));
    return settings.textsOn(deps, user.id, request.body, request.ip);
  });

  route(app, contracts.turnTextsOff, async (request) =>
    settings.textsOff(deps, requireSubscriber(request).id, request.ip),
  );
}

/**
 * One-click unsubscribe, without signing in: the signed token is the proof. Mail clients POST
 * `List-Unsubscribe=One-Click` to the header's address (RFC 8058), form-encoded or as multipart
 * form data; the page POSTs JSON. Nothing changes on a GET, which link scanners send on their own.
 */
export async function registerUnsubscribeRoutes(
  parent: FastifyInstance,
  deps: settings.SettingsDeps & { limiter: RateLimiter },
) {
  await parent.register(async (app) => {
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

    const limit = (ip: string) => deps.limiter.consume(LIMITS.perIp, `unsubscribe|${ip}`);

    route(app, contracts.getUnsubscribeTarget, async (request) => {
      await limit(request.ip);
      return settings.unsubscribeTarget(deps, request.query.token);
    });

    route(app, contracts.unsubscribe, async (request) => {
      await limit(request.ip);
      const token = request.body?.token ?? request.query.token;
      if (!token) throw badRequest(NOTIFICATION_MESSAGES.unsubscribeInvalid);
      return { message: await settings.unsubscribe(deps, token) };
    });
  });
}

/** The office's view of one customer (admins only, like every /api/admin route). */
export async function registerOfficeRoutes(parent: FastifyInstance, deps: settings.SettingsDeps) {
  await registerAdminRoutes(parent, (r) => {
    route(r, contracts.getCustomerNotifications, async (request) =>
      settings.customer(deps, request.params.id),
    );
  });
}
