import type { BillingPeriod } from '../../../domain/billing.ts';
import type { SubscriptionStatus } from '../../../domain/schemas/subscription.ts';
import type { Database } from '../../db/client.ts';
import type { SubscriptionRow } from '../../db/schema.ts';
import type { Notifier } from '../notifications/notifications-module.ts';
import { refreshSubscriptionSchedule } from '../schedules/schedules-module.ts';
import type { SavedCard } from './billing-gateway.ts';
import { notifyCustomer, suspendedNotice, unpaidSince } from './customer-notices.ts';
import { serviceRestoredMail, subscriptionConfirmedMail } from './subscription-mail.ts';
import { createSubscriptionRepository } from './subscription-repository.ts';

export type SubscriptionLifecycle = ReturnType<typeof createSubscriptionLifecycle>;

/** What the provider says of a subscription: its state, the period it has billed, its card. */
export type ProviderTruth = {
  status: SubscriptionStatus;
  period: BillingPeriod | null;
  card: SavedCard | null;
};

const samePeriod = (row: SubscriptionRow, period: BillingPeriod) =>
  row.currentPeriodStart?.getTime() === period.start.getTime() &&
  row.currentPeriodEnd?.getTime() === period.end.getTime();

/** The billing period a row holds, when the provider has said. */
export const periodOf = (row: SubscriptionRow): BillingPeriod | null =>
  row.currentPeriodStart && row.currentPeriodEnd
    ? { start: row.currentPeriodStart, end: row.currentPeriodEnd }
    : null;

/**
 * Where the provider's word moves a subscription (docs/product.md#subscription-states), or null
 * to leave it: nothing leaves cancelled and nothing goes back to pending; a checkout the provider
 * dropped before it was ever paid stays an unfinished checkout rather than becoming a "cancelled
 * subscription" the customer never had; and a subscription we suspended after its grace period
 * stays suspended while the provider is still retrying, until it is paid.
 */
function providerMove(from: SubscriptionStatus, to: SubscriptionStatus): SubscriptionStatus | null {
  if (from === to || from === 'cancelled' || to === 'pending') return null;
  if (from === 'pending' && to !== 'active') return null;
  if (from === 'suspended' && to === 'past_due') return null;
  return to;
}

/**
 * Applies the provider's view of a subscription inside the caller's transaction: its billing
 * period, and its state as `providerMove` allows, with the pickups that follow. Mail goes with
 * the change: the confirmation on the first activation, a notice when service is suspended, and
 * one when a suspended subscription is paid again. Returns the row as it is now.
 */
async function applyProviderState(
  deps: { appUrl: string; notifier: Notifier },
  tx: Database,
  row: SubscriptionRow,
  truth: ProviderTruth,
  now: Date,
): Promise<SubscriptionRow> {
  const repo = createSubscriptionRepository(tx);
  if (truth.period && row.status !== 'cancelled' && !samePeriod(row, truth.period)) {
    row = await repo.setPeriod(row.id, truth.period);
  }
  const { card } = truth;
  if (card && (card.brand !== row.cardBrand || card.last4 !== row.cardLast4)) {
    row = await repo.setCard(row.id, card);
  }
  const to = providerMove(row.status, truth.status);
  if (!to) return row;
  const updated = await repo.transition(row, to, now);
  if (!updated) return row;
  await refreshSubscriptionSchedule(tx, updated.id, now);
  const { appUrl, notifier } = deps;
  if (row.status === 'pending' && to === 'active') {
    await notifyCustomer(tx, notifier, updated, {
      key: `billing:subscription_active:${updated.id}`,
      compose: (name) => subscriptionConfirmedMail(name, updated.plan, updated.priceCents, appUrl),
    });
  } else if (to === 'suspended') {
    await notifyCustomer(tx, notifier, updated, suspendedNotice(updated, appUrl));
  } else if (row.status === 'suspended' && to === 'active') {
    await notifyCustomer(tx, notifier, updated, {
      key: `billing:restored:subscription:${updated.id}:${unpaidSince(row)}`,
      compose: (name) => serviceRestoredMail(name, updated.plan, appUrl),
    });
  }
  return updated;
}

/** The one interface the billing side changes a subscription through. */
export function createSubscriptionLifecycle(deps: { appUrl: string; notifier: Notifier }) {
  return {
    applyProviderState: (
      tx: Database,
      row: SubscriptionRow,
      truth: ProviderTruth,
      now = new Date(),
    ): Promise<SubscriptionRow> => applyProviderState(deps, tx, row, truth, now),
  };
}
