import { holdDaysLeft, serviceToday } from '../../../domain/holds.ts';
import { PAUSE_DAYS_PER_YEAR, pauseChanges, pauseDaysTaken } from '../../../domain/holds.ts';
import { serviceClock, serviceClockSteadyUntil } from '../../../domain/pickup-calendar.ts';
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
    payer: current.payer,
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

type ListRow = SubscriptionRow & { nextPickup: string | null; holds: readonly ScheduledHold[] };

/**
 * The first instant at which the view of `rows` may differ from their view at `now`. Besides the
 * rows, toPublicSubscription reads the moment only through the service day and year, which hold
 * until serviceClockSteadyUntil; through a pause's end, from which the pause reads as resumed; and
 * through a cancelled subscription's end of service, from which it is no longer served.
 */
export function viewChangesAt(rows: readonly SubscriptionRow[], now: Date): number {
  const at = now.getTime();
  let until = serviceClockSteadyUntil(now);
  for (const row of rows) {
    for (const edge of [row.pauseEndsAt, row.serviceEndsAt]) {
      if (edge && edge.getTime() > at) until = Math.min(until, edge.getTime());
    }
  }
  return until;
}

/**
 * A customer's list view, made again only when the moment changes it (viewChangesAt): a kept
 * list is answered on every portal visit, and the same rows give the same view until then
 * (docs/decisions/021-subscription-list-cache.md). Kept beside the rows it was made from, so a
 * new copy of the rows is a new view.
 */
export function createListViews() {
  const views = new WeakMap<
    readonly ListRow[],
    { from: number; until: number; view: readonly Subscription[] }
  >();
  return (rows: readonly ListRow[], now: Date): readonly Subscription[] => {
    const at = now.getTime();
    const kept = views.get(rows);
    if (kept && kept.from <= at && at < kept.until) return kept.view;
    const view = rows.map((row) => toPublicSubscription(row, row.nextPickup, row.holds, now));
    views.set(rows, { from: at, until: viewChangesAt(rows, now), view });
    return view;
  };
}
