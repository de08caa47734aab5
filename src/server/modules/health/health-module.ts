import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';

export function registerHealth(app: FastifyInstance, deps: { db: Database }) {
  // Liveness: the process answers. Readiness: it can also reach the database.
  app.get('/api/health', async () => ({ status: 'ok' }));

  app.get('/api/ready', async (request, reply) => {
    try {
      await deps.db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable', message: 'Database unreachable' });
    }
  });
}
