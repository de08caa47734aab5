import type { Database } from '../../db/client.ts';
import type { Notifier } from '../notifications/notifications-module.ts';
import type { BillingGateway } from './billing-gateway.ts';

/** What the subscription module's functions work with, made once in subscriptions-module.ts. */
export type SubscriptionDeps = {
  db: Database;
  billing: BillingGateway;
  log: { warn(obj: object, msg: string): void };
  appUrl: string;
  notifier: Notifier;
};
