// How one customer's change between two days' snapshots is named
// (docs/decisions/062-the-owners-numbers.md): ChartMogul's movements at the customer level, plus
// the moves to and from the held line, so that every day's movements add up to the change in MRR.

/** A customer as one day's snapshot sees it. */
export type CustomerDay = {
  /** What its counted subscriptions bring in a month. */
  mrrCents: number;
  /** What its held subscriptions would bring, counted as zero. */
  heldCents: number;
};

export type Movement = {
  newCents: number;
  expansionCents: number;
  contractionCents: number;
  churnCents: number;
  reactivationCents: number;
  heldOutCents: number;
  heldBackCents: number;
};

export const NO_MOVEMENT: Movement = {
  newCents: 0,
  expansionCents: 0,
  contractionCents: 0,
  churnCents: 0,
  reactivationCents: 0,
  heldOutCents: 0,
  heldBackCents: 0,
};

/**
 * The movement from `before` to `after`. `paidBefore` says whether the customer ever paid before
 * this day: a customer who comes back is a reactivation, not a new customer. A customer whose MRR
 * falls to zero while a held subscription remains has not left: only the end of their last
 * subscription is churn.
 */
export function classify(before: CustomerDay, after: CustomerDay, paidBefore: boolean): Movement {
  const change = after.mrrCents - before.mrrCents;
  if (change === 0) return NO_MOVEMENT;
  if (change > 0) {
    // MRR back from the held line is neither new nor an expansion.
    const heldBackCents = Math.min(change, Math.max(0, before.heldCents - after.heldCents));
    const rest = change - heldBackCents;
    // A customer on hold was still a customer: more than they held is an expansion.
    if (before.mrrCents > 0 || before.heldCents > 0) {
      return { ...NO_MOVEMENT, heldBackCents, expansionCents: rest };
    }
    return paidBefore
      ? { ...NO_MOVEMENT, reactivationCents: rest }
      : { ...NO_MOVEMENT, newCents: rest };
  }
  const loss = -change;
  const heldOutCents = Math.min(loss, Math.max(0, after.heldCents - before.heldCents));
  const rest = loss - heldOutCents;
  if (after.mrrCents === 0 && after.heldCents === 0) {
    return { ...NO_MOVEMENT, heldOutCents, churnCents: rest };
  }
  return { ...NO_MOVEMENT, heldOutCents, contractionCents: rest };
}
