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

export function toPublicSubscription(row: SubscriptionRow, now = new Date()): Subscription {
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
