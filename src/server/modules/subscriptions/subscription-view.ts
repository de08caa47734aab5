import { pauseChanges, pauseDaysLeft } from '../../../domain/pause-allowance.ts';
import type { Subscription } from '../../../domain/schemas/subscription.ts';
import type { SubscriptionRow } from '../../db/schema.ts';

/** True when a pause has run its course but the pause-expiry job has not resumed the row yet. */
export const pauseHasEnded = (row: SubscriptionRow, now: Date) =>
  row.status === 'paused' && row.pauseEndsAt !== null && row.pauseEndsAt <= now;

/**
 * The row as the customer should see it now. A pause that has run its course reads as resumed,
 * exactly as the pause-expiry job will write it, so reading never has to write.
 */
export function effectiveRow(row: SubscriptionRow, now: Date): SubscriptionRow {
  if (!pauseHasEnded(row, now)) return row;
  return { ...row, status: 'active', ...pauseChanges(row, 'active', now) };
}

/** Everything about a subscription that the row alone answers (the admin lists show these). */
export type SubscriptionDetails = Omit<Subscription, 'nextPickup'>;

export function toSubscriptionDetails(row: SubscriptionRow, now = new Date()): SubscriptionDetails {
  const current = effectiveRow(row, now);
  return {
    id: current.id,
    userId: current.userId,
    plan: current.plan,
    price: current.priceCents,
    status: current.status,
    gateCode: current.gateCode,
    specialInstructions: current.specialInstructions,
    createdAt: current.createdAt.toISOString(),
    pausedAt: current.pausedAt?.toISOString() ?? null,
    pauseEndsAt: current.pauseEndsAt?.toISOString() ?? null,
    pauseDaysLeft: pauseDaysLeft(current, now),
    provider: current.provider,
  };
}

/**
 * The subscription as the customer's screens show it. `nextPickup` is the first scheduled pickup
 * row (docs/product.md#pickup-states); only an active subscription has one to show.
 */
export function toPublicSubscription(
  row: SubscriptionRow,
  nextPickup: string | null,
  now = new Date(),
): Subscription {
  const details = toSubscriptionDetails(row, now);
  return { ...details, nextPickup: details.status === 'active' ? nextPickup : null };
}
