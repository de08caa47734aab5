import { dateFormatter } from './date-format.ts';
import { PLANS, type PlanId } from './plans.ts';
import { SERVICE_TIME_ZONE } from './pickup-calendar.ts';

/**
 * Billing rules shared by the screens and the server (docs/product.md#billing): the next charge,
 * what a plan change costs now and later, and how long pickups go on after a failed renewal.
 */

/** Days pickups continue after a renewal fails, before the subscription is suspended. */
export const GRACE_PERIOD_DAYS = 7;

const DAY_MS = 24 * 60 * 60_000;

/** When a subscription that fell past due at `since` is suspended, unless paid before. */
export const graceEndsAt = (since: Date) => new Date(since.getTime() + GRACE_PERIOD_DAYS * DAY_MS);

/** The period the provider has billed: from the last renewal to the next one. */
export type BillingPeriod = { start: Date; end: Date };

/** "Dec 23": an instant's calendar day in the service's time zone (billing is within a year). */
const billingDate = dateFormatter({ month: 'short', day: 'numeric', timeZone: SERVICE_TIME_ZONE });
export const formatBillingDate = (instant: Date | string) =>
  billingDate().format(new Date(instant));

/**
 * The part of a price for the rest of the period from `at`, in cents. Stripe prorates by the
 * second in the same way, and is told the same moment.
 */
const remainingShare = (cents: number, period: BillingPeriod, at: Date) => {
  const total = period.end.getTime() - period.start.getTime();
  if (total <= 0) return 0;
  const left = Math.min(Math.max(period.end.getTime() - at.getTime(), 0), total);
  return Math.round((cents * left) / total);
};

/** What moving from one price to a higher one costs for the rest of the period (never below 0). */
export const prorationCents = (
  fromCents: number,
  toCents: number,
  period: BillingPeriod,
  at: Date,
) => Math.max(0, remainingShare(toCents, period, at) - remainingShare(fromCents, period, at));

/**
 * A plan change as the customer is told before confirming it:
 * - `now`: the new plan starts at once; `chargeNowCents` is the prorated difference for the rest
 *   of the period (an upgrade), 0 when nothing is billed at the moment (a paused subscription, or
 *   no billing period known);
 * - `renewal`: a smaller plan starts when the period ends (`effectiveAt`), billed from then.
 * `nextBill` is the next renewal's date and amount, when known.
 */
export type PlanChangeQuote = {
  timing: 'now' | 'renewal';
  chargeNowCents: number;
  effectiveAt: Date | null;
  nextBill: { date: Date; amountCents: number } | null;
};

export function quotePlanChange(
  current: { plan: PlanId; status: string; period: BillingPeriod | null },
  to: PlanId,
  at: Date,
): PlanChangeQuote {
  const from = PLANS[current.plan].priceCents;
  const target = PLANS[to].priceCents;
  const { period } = current;
  const nextBill = period ? { date: period.end, amountCents: target } : null;
  // Only a running subscription with a known period is billed for part of it, or can wait for
  // its renewal; anything else changes at once, with nothing to charge.
  if (!period || current.status !== 'active' || period.end <= at) {
    return { timing: 'now', chargeNowCents: 0, effectiveAt: null, nextBill };
  }
  if (target < from) {
    return { timing: 'renewal', chargeNowCents: 0, effectiveAt: period.end, nextBill };
  }
  return {
    timing: 'now',
    chargeNowCents: prorationCents(from, target, period, at),
    effectiveAt: null,
    nextBill,
  };
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** A card network as people write it ("visa" → "Visa"). */
export const cardBrandName = (brand: string) => CARD_BRANDS[brand.toLowerCase()] ?? 'Card';

/** The network of a card number, from its first digits, as the sandbox's test cards need. */
export function cardBrandOf(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^6(011|5)/.test(number)) return 'Discover';
  return 'Card';
}

/** "Visa ending in 4242". */
export const cardLabel = (card: { brand: string; last4: string }) =>
  `${card.brand} ending in ${card.last4}`;
