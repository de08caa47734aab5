import type { PlanId } from '../../../domain/plans.ts';
import type { SubscriptionRow } from '../../db/schema.ts';

/** What the billing side needs to find a subscription at its provider. */
export type BilledSubscription = Pick<SubscriptionRow, 'provider' | 'providerSubscriptionId'>;

/** A card as the customer knows it: "Visa ending in 4242". */
export type SavedCard = { brand: string; last4: string };

/**
 * How a plan change is billed (src/domain/billing.ts): `now`, with the prorated `chargeCents` for
 * the rest of the period worked out at `at` (0 when nothing is billed), or from the next
 * `renewal`, with nothing charged now.
 */
export type PlanChangeBilling =
  { timing: 'now'; at: Date; chargeCents: number } | { timing: 'renewal' };

/**
 * The lifecycle's port to whoever bills the subscription: a customer's pause, resume, cancel or
 * plan change happens at the provider before it is written here. The payments module implements
 * it; a subscription without a provider (seeded, or billed elsewhere) is a no-op. Failures throw
 * errors fit to show the customer.
 */
export interface BillingGateway {
  pause(subscription: BilledSubscription, resumesAt: Date): Promise<void>;
  resume(subscription: BilledSubscription): Promise<void>;
  cancel(subscription: BilledSubscription): Promise<void>;
  changePlan(
    subscription: BilledSubscription,
    plan: PlanId,
    billing: PlanChangeBilling,
  ): Promise<void>;
}
