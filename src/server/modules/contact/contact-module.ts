import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/contact.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { route } from '../../lib/contract-route.ts';
import { LIMITS, type RateLimiter } from '../rate-limit/rate-limit-module.ts';
import type { Database } from '../../db/client.ts';
import * as contact from './contact-service.ts';

/** The contact form: stores each message and notifies staff by email. */
export function registerContact(
  app: FastifyInstance,
  deps: { db: Database; contactTo: string; limiter: RateLimiter },
) {
  route(app, contracts.sendContactMessage, async (request, reply) => {
    // docs/decisions/016-rate-limits.md: 30 per 10 minutes per IP, counted apart from the
    // account forms so that a chatty visitor cannot lock themselves out of signing up.
    await deps.limiter.consume(LIMITS.perIp, `contact|${request.ip}`);
    await contact.submit(deps, request.body);
    return reply.code(201).send({ message: MESSAGES.contactSentText });
  });
}
