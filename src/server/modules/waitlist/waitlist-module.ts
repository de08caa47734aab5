import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/waitlist.ts';
import { preferredLanguage } from '../../../domain/i18n/languages.ts';
import { serviceClock } from '../../../domain/pickup-calendar.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/contract-route.ts';
import { registerAdminRoutes } from '../auth/auth-module.ts';
import { LIMITS, type RateLimiter } from '../rate-limit/rate-limit-module.ts';
import { sendCsv } from '../../lib/send-csv.ts';
import * as waitlist from './waitlist-service.ts';

/**
 * The waitlist (docs/product.md#waitlist): people we don't serve yet join with a confirmed email,
 * and staff tell them once we serve their ZIP code.
 */
export async function registerWaitlist(
  app: FastifyInstance,
  deps: {
    db: Database;
    secret: string;
    appUrl: string;
    limiter: RateLimiter;
    /** ServiceArea.isServed: the waitlist is for ZIP codes we don't serve. */
    isServedZip: (zip: string) => Promise<boolean>;
  },
) {
  route(app, contracts.joinWaitlist, async (request, reply) => {
    // Counted like the contact form (docs/decisions/016-rate-limits.md), apart from it.
    await deps.limiter.consume(LIMITS.perIp, `waitlist|${request.ip}`);
    await waitlist.join(deps, {
      ...request.body,
      language: request.body.language ?? preferredLanguage(request.headers['accept-language']),
    });
    return reply.code(202).send({ message: MESSAGES.waitlistCheckEmailText });
  });

  route(app, contracts.confirmWaitlist, async (request) => {
    await deps.limiter.consume(LIMITS.perIp, `waitlist|${request.ip}`);
    await waitlist.confirm(deps, request.body.token);
    return { message: MESSAGES.waitlistConfirmedText };
  });

  await registerAdminRoutes(app, (r) => {
    route(r, contracts.listWaitlist, async () => waitlist.summary(deps));
    route(r, contracts.exportWaitlist, async (_request, reply) =>
      sendCsv(reply, `waitlist-${serviceClock(new Date()).date}`, await waitlist.csv(deps)),
    );
    route(r, contracts.notifyWaitlist, async (request) =>
      waitlist.notifyServed(deps, request.params.zip),
    );
  });
}
