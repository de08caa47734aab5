import type { FastifyInstance } from 'fastify';
import type { CustomerServices } from '../../../domain/schemas/service-schedule.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import {
  createListCache,
  CUSTOMER_CACHE_MAX_USERS,
  CUSTOMER_CACHE_TTL_MS,
  keepFreshFromDatabase,
} from '../../lib/customer-cache.ts';
import { registerScheduleRoutes } from './schedule-routes.ts';

// Every write to service_schedules is the schedules module's: the office's, the crew's and the
// tickets' changes to a pickup run these in their own transactions, and readers of a day's
// pickups start from the one join of the day's stops.
export {
  applyLatestOutcomes,
  bookReturnVisit,
  insertManualPickup,
  lockPickups,
  setPickupStatus,
} from './schedule-writes.ts';
export { communityColumns, dayStops, doorRecordColumns } from './day-stops.ts';
/** The served-on and on-hold rules of subscription `s`, for readers of a day's pickups. */
export {
  onHold as subscriptionOnHold,
  servedOn as subscriptionServedOn,
} from './schedule-repository.ts';

// The schedules module's public surface: the customer's pickup routes, the generator the daily
// job runs, and the refresh a subscription change (or a move) runs inside its own transaction.
export {
  generatePickups,
  refreshContractSchedule,
  refreshSubscriptionSchedule,
  regenerateFuturePlanPickups,
} from './schedule-service.ts';

/**
 * The portal reads a customer's pickups on every visit: each app server keeps a copy per
 * customer, dropped when the database names them (docs/decisions/021-subscription-list-cache.md).
 */
export function registerSchedules(
  app: FastifyInstance,
  deps: {
    db: Database;
    listen: DatabaseHandle['listen'];
    log: { warn(obj: object, msg: string): void };
  },
) {
  const customerPickups = createListCache<CustomerServices>({
    ttlMs: CUSTOMER_CACHE_TTL_MS,
    maxUsers: CUSTOMER_CACHE_MAX_USERS,
  });
  const listener = keepFreshFromDatabase(customerPickups, deps, 'pickups');
  app.addHook('onClose', () => listener.stop());
  registerScheduleRoutes(app, { db: deps.db, customerPickups });
}
