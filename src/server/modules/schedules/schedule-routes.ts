import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session.ts';
import type { ScheduleService } from './schedule-service.ts';

export function registerScheduleRoutes(app: FastifyInstance, deps: { schedules: ScheduleService }) {
  /** The signed-in customer's upcoming and recent pickups (client portal). */
  app.get('/api/service-schedules', async (request) =>
    deps.schedules.forCustomer(requireUser(request).id),
  );
}
