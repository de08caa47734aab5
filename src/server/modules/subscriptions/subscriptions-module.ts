import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { BillingGateway } from './billing-gateway.ts';
import { registerSubscriptionRoutes } from './subscription-routes.ts';
import { createSubscriptionLifecycle, createSubscriptionService } from './subscription-service.ts';

// The subscriptions module owns the lifecycle: the status machine, the pause allowance and the
// pickups each change adds or removes. Its public surface is this file.
export type { BilledSubscription, BillingGateway } from './billing-gateway.ts';
export { toSubscriptionDetails } from './subscription-view.ts';
export { viewOf as viewSubscription } from './subscription-service.ts';

export type { SubscriptionLifecycle } from './subscription-service.ts';
export { createSubscriptionLifecycle };

/**
 * Registers the customer's subscription routes. Returns the one interface the billing side uses
 * (`lifecycle`) and the pause-expiry run for the job in jobs/.
 */
export function registerSubscriptions(
  app: FastifyInstance,
  deps: {
    db: Database;
    billing: BillingGateway;
    appUrl: string;
    log: { warn(obj: object, msg: string): void };
  },
) {
  const subscriptions = createSubscriptionService(deps);
  registerSubscriptionRoutes(app, { subscriptions });
  return {
    lifecycle: createSubscriptionLifecycle(deps),
    resumeExpiredPauses: subscriptions.resumeExpiredPauses,
  };
}
