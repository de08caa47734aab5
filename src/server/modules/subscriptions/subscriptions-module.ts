import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import type { Notifier } from '../notifications/notifications-module.ts';
import type { BillingGateway } from './billing-gateway.ts';
import {
  createListCache,
  CUSTOMER_CACHE_MAX_USERS,
  CUSTOMER_CACHE_TTL_MS,
  keepFreshFromDatabase,
} from '../../lib/customer-cache.ts';
import type { SubscriptionWithNextPickup } from './subscription-repository.ts';
import { registerSubscriptionRoutes } from './subscription-routes.ts';
import { createSubscriptionLifecycle, createSubscriptionService } from './subscription-service.ts';

// The subscriptions module owns the lifecycle: the status machine, the pause allowance and the
// pickups each change adds or removes. Its public surface is this file.
export type {
  BilledSubscription,
  BillingGateway,
  PlanChangeBilling,
  SavedCard,
} from './billing-gateway.ts';
export { toSubscriptionDetails } from './subscription-view.ts';
export {
  savePendingSubscription,
  setDoorstep,
  setPendingCheckout,
  type PendingDetails,
} from './subscription-writes.ts';
export { viewOf as viewSubscription } from './subscription-service.ts';

export type { BillingClockRun, SubscriptionLifecycle } from './subscription-service.ts';
export { createSubscriptionLifecycle };

/**
 * Registers the customer's subscription routes and starts hearing the database's notices for the
 * list cache (stopped when the app closes). Returns the one interface the billing side uses
 * (`lifecycle`), the pause-expiry and hold-start runs for the job in jobs/, and the list cache's forget for
 * writers of a customer's subscriptions elsewhere.
 */
export function registerSubscriptions(
  app: FastifyInstance,
  deps: {
    db: Database;
    listen: DatabaseHandle['listen'];
    billing: BillingGateway;
    appUrl: string;
    log: { warn(obj: object, msg: string): void };
    notifier: Notifier;
    onMailQueued: () => void;
  },
) {
  const lists = createListCache<SubscriptionWithNextPickup[]>({
    ttlMs: CUSTOMER_CACHE_TTL_MS,
    maxUsers: CUSTOMER_CACHE_MAX_USERS,
  });
  const listener = keepFreshFromDatabase(lists, deps, 'subscription lists');
  app.addHook('onClose', () => listener.stop());
  const subscriptions = createSubscriptionService({ ...deps, lists });
  registerSubscriptionRoutes(app, { subscriptions });
  return {
    lifecycle: createSubscriptionLifecycle(deps),
    resumeExpiredPauses: subscriptions.resumeExpiredPauses,
    startDueHolds: subscriptions.startDueHolds,
    runBillingClock: subscriptions.runBillingClock,
    /** A customer's subscriptions changed outside this module (their doorstep details). */
    forgetList: lists.forget,
  };
}
