import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthSchema } from '../../../domain/schemas/replies.ts';
import type { Database } from '../../db/client.ts';

export function registerHealth(parent: FastifyInstance, deps: { db: Database }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // Liveness: the process answers. Readiness: it can also reach the database.
  app.get('/api/health', { schema: { response: { 200: HealthSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/api/ready',
    { schema: { response: { 200: HealthSchema, 503: HealthSchema } } },
    async (request, reply) => {
      try {
        await deps.db.execute(sql`select 1`);
        return { status: 'ready' as const };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply.code(503).send({ status: 'unavailable', message: 'Database unreachable' });
      }
    },
  );
}
