import { holdDaysLeft, serviceToday } from '../../../domain/holds.ts';
import {
  PAUSE_DAYS_PER_YEAR,
  pauseChanges,
  pauseDaysTaken,
} from '../../../domain/pause-allowance.ts';
import { serviceClock } from '../../../domain/pickup-calendar.ts';
import type { ScheduledHold } from '../../../domain/schemas/holds.ts';
import { graceEndsAt } from '../../../domain/billing.ts';
import { PLANS } from '../../../domain/plans.ts';
import type { Subscription } from '../../../domain/schemas/subscription.ts';
import { isPaymentDue } from '../../../domain/subscription-status.ts';
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
export type SubscriptionDetails = Omit<Subscription, 'nextPickup' | 'holds'>;

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
    returnsOn:
      current.status === 'paused' && current.pauseEndsAt
        ? serviceClock(current.pauseEndsAt).date
        : null,
    pauseDaysLeft: PAUSE_DAYS_PER_YEAR - pauseDaysTaken(current, now),
    provider: current.provider,
    card:
      current.cardBrand && current.cardLast4
        ? { brand: current.cardBrand, last4: current.cardLast4 }
        : null,
    currentPeriodStart: current.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: current.currentPeriodEnd?.toISOString() ?? null,
    pendingPlan: current.pendingPlan,
    pendingPlanAt: current.pendingPlanAt?.toISOString() ?? null,
    nextCharge: nextChargeOf(current),
    pastDue:
      isPaymentDue(current.status) && current.pastDueSince
        ? {
            since: current.pastDueSince.toISOString(),
            amount: current.priceCents,
            graceEndsAt: graceEndsAt(current.pastDueSince).toISOString(),
          }
        : null,
    serviceEndsAt: servedUntil(current, now)?.toISOString() ?? null,
  };
}

/** A cancelled subscription whose paid period still runs: when its service ends. */
const servedUntil = (row: SubscriptionRow, now: Date) =>
  row.status === 'cancelled' && row.serviceEndsAt && row.serviceEndsAt > now
    ? row.serviceEndsAt
    : null;

/**
 * The renewal at the end of the period the provider billed, at the price of the plan it renews
 * on (a smaller plan chosen for then). Only a running subscription renews: a paused one's billing
 * rests with its service, an ended one never renews.
 */
function nextChargeOf(row: SubscriptionRow): SubscriptionDetails['nextCharge'] {
  if (row.status !== 'active' || !row.currentPeriodEnd) return null;
  const amount = row.pendingPlan ? PLANS[row.pendingPlan].priceCents : row.priceCents;
  return { date: row.currentPeriodEnd.toISOString(), amount };
}

/**
 * Pickups go on while active, through the grace period of a failed renewal, and after a cancel
 * until the end of the period paid.
 */
const isServed = (details: SubscriptionDetails) =>
  details.status === 'active' || details.status === 'past_due' || details.serviceEndsAt !== null;

/**
 * The subscription as the customer's screens show it. `nextPickup` is the first scheduled pickup
 * row (docs/product.md#pickup-states); only a subscription being served has one to show.
 */
export function toPublicSubscription(
  row: SubscriptionRow,
  nextPickup: string | null,
  holds: readonly ScheduledHold[],
  now = new Date(),
): Subscription {
  const details = toSubscriptionDetails(row, now);
  // A hold whose first day came is the pause in progress once the sweep runs; until then the
  // list keeps showing it as booked, with its dates.
  const booked =
    details.status === 'cancelled' ? [] : holds.filter((h) => h.returnsOn > serviceToday(now));
  const year = Number(serviceToday(now).slice(0, 4));
  const usedThisYear = PAUSE_DAYS_PER_YEAR - details.pauseDaysLeft;
  return {
    ...details,
    pauseDaysLeft: holdDaysLeft({ year, usedThisYear, holds: booked }, year),
    nextPickup: isServed(details) ? nextPickup : null,
    holds: booked.map(({ id, startsOn, returnsOn }) => ({ id, startsOn, returnsOn })),
  };
}
