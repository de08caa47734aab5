import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerScheduleRoutes } from './schedule-routes.ts';
import { createScheduleService } from './schedule-service.ts';
/** The served-on and on-hold rules of subscription `s`, for readers of a day's pickups. */
export {
  onHold as subscriptionOnHold,
  servedOn as subscriptionServedOn,
} from './schedule-repository.ts';

// The schedules module's public surface: the customer's pickup routes, the generator the daily
// job runs, and the refresh a subscription change (or a move) runs inside its own transaction.
export {
  createScheduleService,
  refreshSubscriptionSchedule,
  regenerateFuturePlanPickups,
  type ScheduleService,
} from './schedule-service.ts';

export function registerSchedules(app: FastifyInstance, deps: { db: Database }) {
  const schedules = createScheduleService(deps.db);
  registerScheduleRoutes(app, { schedules });
  return schedules;
}
