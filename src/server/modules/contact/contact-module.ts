import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../domain/messages.ts';
import { ContactMessageSchema } from '../../../domain/schemas/contact.ts';
import { ERROR_REPLIES, MessageReplySchema } from '../../../domain/schemas/replies.ts';
import { LIMITS, type RateLimiter } from '../rate-limit/rate-limit-module.ts';
import type { Database } from '../../db/client.ts';
import { createContactService } from './contact-service.ts';

/** The contact form: stores each message and notifies staff by email. */
export function registerContact(
  parent: FastifyInstance,
  deps: { db: Database; contactTo: string; limiter: RateLimiter },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const contact = createContactService(deps);

  app.post(
    '/api/contact',
    {
      schema: {
        body: ContactMessageSchema,
        response: { 201: MessageReplySchema, ...ERROR_REPLIES },
      },
    },
    async (request, reply) => {
      // docs/decisions/016-rate-limits.md: 30 per 10 minutes per IP, counted apart from the
      // account forms so that a chatty visitor cannot lock themselves out of signing up.
      await deps.limiter.consume(LIMITS.perIp, `contact|${request.ip}`);
      await contact.submit(request.body);
      return reply.code(201).send({ message: MESSAGES.contactSentText });
    },
  );
}
