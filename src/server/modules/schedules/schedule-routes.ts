import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { firstServiceDate } from '../../../domain/pickup-calendar.ts';
import {
  CustomerServicesSchema,
  type CustomerServices,
} from '../../../domain/schemas/service-schedule.ts';
import type { ListCache } from '../../lib/customer-cache.ts';
import { keptJson } from '../../lib/kept-json.ts';
import { requireUser } from '../auth/auth-module.ts';
import type { ScheduleService } from './schedule-service.ts';

export function registerScheduleRoutes(
  parent: FastifyInstance,
  deps: { schedules: ScheduleService; customerPickups: ListCache<CustomerServices> },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const pickupsReply = keptJson((pickups: CustomerServices) => pickups);
  /** The signed-in customer's upcoming and recent pickups (client portal). */
  app.get(
    '/api/service-schedules',
    { schema: { response: { 200: CustomerServicesSchema } } },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const now = new Date();
      // The copy is of one service day: the split between upcoming and recent moves with it.
      const pickups = await deps.customerPickups.get(userId, firstServiceDate(now), () =>
        deps.schedules.forCustomer(userId, now),
      );
      return pickupsReply(reply, pickups);
    },
  );
}
