import type { FastifyInstance } from 'fastify';
import { listServiceSchedules } from '../../../domain/contracts/schedules.ts';
import { firstServiceDate } from '../../../domain/pickup-calendar.ts';
import type { CustomerServices } from '../../../domain/schemas/service-schedule.ts';
import { route } from '../../lib/contract-route.ts';
import type { ListCache } from '../../lib/customer-cache.ts';
import { keptJson } from '../../lib/kept-json.ts';
import { requireUser } from '../auth/auth-module.ts';
import type { Database } from '../../db/client.ts';
import { pickupsForCustomer } from './schedule-service.ts';

export function registerScheduleRoutes(
  app: FastifyInstance,
  deps: { db: Database; customerPickups: ListCache<CustomerServices> },
) {
  const pickupsReply = keptJson((pickups: CustomerServices) => pickups);
  route(app, listServiceSchedules, async (request, reply) => {
    const userId = requireUser(request).id;
    const now = new Date();
    // The copy is of one service day: the split between upcoming and recent moves with it.
    const pickups = await deps.customerPickups.get(userId, firstServiceDate(now), () =>
      pickupsForCustomer(deps.db, userId, now),
    );
    return pickupsReply(reply, pickups);
  });
}
