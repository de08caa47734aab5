import type { FastifyInstance } from 'fastify';
import { onCommitted } from '../../db/after-commit.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  createListCache,
  CUSTOMER_CACHE_MAX_USERS,
  CUSTOMER_CACHE_TTL_MS,
  keepFreshFromDatabase,
} from '../../lib/customer-cache.ts';
import type { SubscriptionWithNextPickup } from './subscription-repository.ts';
import { runBillingClock } from './billing-clock-runs.ts';
import { endPausesOver, startDueHolds } from './holds-service.ts';
import type { SubscriptionDeps } from './subscription-deps.ts';
import { createSubscriptionLifecycle } from './subscription-lifecycle.ts';
import { registerSubscriptionRoutes } from './subscription-routes.ts';
import { createListViews } from './subscription-view.ts';

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
export { viewOf as viewSubscription } from './subscription-reads.ts';
export { endPropertyDoor, enrolPropertyDoor, setContractDoorPrices } from './property-doors.ts';
export { endPropertyDoors, enrolPropertyDoors } from './property-door-batches.ts';

export type { BillingClockRun } from './billing-clock-runs.ts';
export type { SubscriptionLifecycle } from './subscription-lifecycle.ts';
export { createSubscriptionLifecycle };

/**
 * Registers the customer's subscription routes and starts hearing the database's notices for the
 * list cache (stopped when the app closes). Returns the one interface the billing side uses
 * (`lifecycle`) and the pause-expiry and hold-start runs for the job in jobs/. A customer's list is
 * dropped once a write that changed it commits, here or in another module (the customer-changed
 * signal); other app servers hear it from the database.
 */
export function registerSubscriptions(
  app: FastifyInstance,
  deps: SubscriptionDeps & { listen: DatabaseHandle['listen'] },
) {
  const lists = createListCache<SubscriptionWithNextPickup[]>({
    ttlMs: CUSTOMER_CACHE_TTL_MS,
    maxUsers: CUSTOMER_CACHE_MAX_USERS,
  });
  const listener = keepFreshFromDatabase(lists, deps, 'subscription lists');
  const stopForgetting = onCommitted(deps.db, 'customerChanged', (userId) => {
    if (userId !== undefined) lists.forget(userId);
  });
  app.addHook('onClose', async () => {
    stopForgetting();
    await listener.stop();
  });
  const { db, billing, log, appUrl, notifier } = deps;
  const subscriptions: SubscriptionDeps = { db, billing, log, appUrl, notifier };
  registerSubscriptionRoutes(app, {
    subscriptions,
    lists: { db: deps.db, rows: lists, views: createListViews() },
  });
  return {
    lifecycle: createSubscriptionLifecycle(deps),
    resumeExpiredPauses: (now?: Date) => endPausesOver(subscriptions, now),
    startDueHolds: (now?: Date) => startDueHolds(subscriptions, now),
    runBillingClock: (now?: Date) => runBillingClock(subscriptions, now),
  };
}
