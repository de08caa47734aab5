import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/health.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/contract-route.ts';

export function registerHealth(app: FastifyInstance, deps: { db: Database }) {
  route(app, contracts.health, async () => ({ status: 'ok' as const }));

  route(app, contracts.ready, async (request, reply) => {
    try {
      await deps.db.execute(sql`select 1`);
      return { status: 'ready' as const };
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable', message: 'Database unreachable' });
    }
  });
}
