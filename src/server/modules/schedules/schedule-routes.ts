import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CustomerServicesSchema } from '../../../domain/schemas/service-schedule.ts';
import { requireUser } from '../../plugins/session.ts';
import type { ScheduleService } from './schedule-service.ts';

export function registerScheduleRoutes(
  parent: FastifyInstance,
  deps: { schedules: ScheduleService },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  /** The signed-in customer's upcoming and recent pickups (client portal). */
  app.get(
    '/api/service-schedules',
    { schema: { response: { 200: CustomerServicesSchema } } },
    async (request) => deps.schedules.forCustomer(requireUser(request).id),
  );
}
