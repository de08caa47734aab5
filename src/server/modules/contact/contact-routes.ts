import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../domain/messages.ts';
import { ContactMessageSchema } from '../../../domain/schemas/contact.ts';
import { LIMITS, type RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { ContactService } from './contact-service.ts';

export function registerContactRoutes(
  parent: FastifyInstance,
  deps: { contact: ContactService; limiter: RateLimiter },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.post('/api/contact', { schema: { body: ContactMessageSchema } }, async (request, reply) => {
    // DESIGN.md §6: 30 per 10 minutes per IP, counted apart from the account forms so that a
    // chatty visitor cannot lock themselves out of signing up.
    await deps.limiter.consume(LIMITS.perIp, `contact|${request.ip}`);
    await deps.contact.submit(request.body);
    return reply.code(201).send({ message: MESSAGES.contactSentText });
  });
}
