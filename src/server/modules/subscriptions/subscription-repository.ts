import { and, desc, eq, getTableColumns, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { GRACE_PERIOD_DAYS, type BillingPeriod } from '../../../domain/billing.ts';
import { serviceEndAfterCancel } from '../../../domain/cancellation.ts';
import { pauseChanges } from '../../../domain/holds.ts';
import type { PlanId } from '../../../domain/plans.ts';
import type { SubscriptionStatus } from '../../../domain/schemas/subscription.ts';
import { signalAfterCommit } from '../../db/after-commit.ts';
import type { Database } from '../../db/client.ts';
import { subscriptions, type SubscriptionRow } from '../../db/schema.ts';
import { createHoldRepository, type HoldRow } from './hold-repository.ts';

const GRACE_PERIOD_MS = GRACE_PERIOD_DAYS * 24 * 60 * 60_000;

/** The answer a customer's cancel records with it (docs/decisions/039-a-fair-cancel.md). */
export type Cancellation = Pick<SubscriptionRow, 'cancelReason' | 'cancelNote'>;

export type SubscriptionWithNextPickup = SubscriptionRow & {
  nextPickup: string | null;
  holds: HoldRow[];
};

/**
 * The subscription's first scheduled pickup on or after `from` (the first day that can still be
 * served), as the schedule tab lists them. Served by the (subscription_id, service_date) index.
 * Written out rather than with column objects: drizzle leaves columns unqualified in a
 * single-table select, and an unqualified "id" inside the subquery would be the pickup's own id.
 */
const nextPickupFrom = (from: string) => sql<string | null>`(
  select min(ss.service_date)::text from service_schedules ss
  where ss.subscription_id = "subscriptions"."id"
    and ss.status = 'scheduled'
    and ss.service_date >= ${from}::date
)`;

const withNextPickup = (from: string) => ({
  ...getTableColumns(subscriptions),
  nextPickup: nextPickupFrom(from),
});

export function createSubscriptionRepository(db: Database) {
  /** Every write says whose subscriptions changed, so caches of them are dropped once it commits. */
  const changed = <R extends { userId: number } | undefined>(row: R): R => {
    if (row) signalAfterCommit(db, 'customerChanged', row.userId);
    return row;
  };

  return {
    /** A customer's subscriptions; unfinished checkouts (pending) are not subscriptions yet. */
    async listForUser(userId: number, from: string): Promise<SubscriptionWithNextPickup[]> {
      const rows = await db
        .select(withNextPickup(from))
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'pending')))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
      const holds = await createHoldRepository(db).forSubscriptions(rows.map((r) => r.id));
      return rows.map((row) => ({
        ...row,
        holds: holds.filter((h) => h.subscriptionId === row.id),
      }));
    },

    /**
     * Locks the customer's subscription until the caller's transaction ends, waiting for another
     * change to it, so two bookings never both pass the checks against each other.
     */
    async lockOwned(id: number, userId: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
        .for('no key update');
      return row;
    },

    /**
     * Marks the row changed (its holds did), so every app server's list of the customer's
     * subscriptions is read again: other servers hear it from the database's trigger.
     */
    async touch(id: number, now: Date): Promise<void> {
      const [row] = await db
        .update(subscriptions)
        .set({ updatedAt: now })
        .where(eq(subscriptions.id, id))
        .returning({ userId: subscriptions.userId });
      changed(row);
    },

    async nextPickupOf(id: number, from: string): Promise<string | null> {
      const [row] = await db
        .select({ nextPickup: nextPickupFrom(from) })
        .from(subscriptions)
        .where(eq(subscriptions.id, id));
      return row?.nextPickup ?? null;
    },

    /** Someone else's subscription is "not found", exactly like a missing one. */
    async findOwned(id: number, userId: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
      return row;
    },

    /** The plan the subscription is served and billed on from now; a scheduled change is dropped. */
    async setPlan(id: number, plan: PlanId, priceCents: number): Promise<SubscriptionRow> {
      const [row] = await db
        .update(subscriptions)
        .set({ plan, priceCents, pendingPlan: null, pendingPlanAt: null, updatedAt: new Date() })
        .where(eq(subscriptions.id, id))
        .returning();
      return changed(row!);
    },

    /** A smaller plan from the next renewal at `at` (null: keep the current plan after all). */
    async schedulePlan(id: number, plan: PlanId | null, at: Date | null): Promise<SubscriptionRow> {
      const [row] = await db
        .update(subscriptions)
        .set({ pendingPlan: plan, pendingPlanAt: plan ? at : null, updatedAt: new Date() })
        .where(eq(subscriptions.id, id))
        .returning();
      return changed(row!);
    },

    /** The billing period the provider reports. */
    async setPeriod(id: number, period: BillingPeriod): Promise<SubscriptionRow> {
      const [row] = await db
        .update(subscriptions)
        .set({
          currentPeriodStart: period.start,
          currentPeriodEnd: period.end,
          updatedAt: new Date(),
        })
        .where(eq(subscriptions.id, id))
        .returning();
      return changed(row!);
    },

    /** The card the provider charges it to. */
    async setCard(id: number, card: { brand: string; last4: string }): Promise<SubscriptionRow> {
      const [row] = await db
        .update(subscriptions)
        .set({ cardBrand: card.brand, cardLast4: card.last4, updatedAt: new Date() })
        .where(eq(subscriptions.id, id))
        .returning();
      return changed(row!);
    },

    /** Ids of unpaid renewals whose grace period ended by `now`. */
    async graceOverBy(now: Date): Promise<number[]> {
      const rows = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.status, 'past_due'),
            lte(subscriptions.pastDueSince, new Date(now.getTime() - GRACE_PERIOD_MS)),
          ),
        );
      return rows.map((r) => r.id);
    },

    /**
     * Ids of residents' own subscriptions still billed while the property pays for their door:
     * each is handed over to the property at the end of what it paid for
     * (docs/product.md#property-contracts).
     */
    async handedOverToProperty(): Promise<number[]> {
      const rows = await db.execute(sql`
        select s.id from subscriptions s
        where s.payer = 'resident' and s.status in ('active', 'past_due', 'paused', 'suspended')
          and exists (
            select 1 from subscriptions door
            where door.user_id = s.user_id and door.payer = 'property' and door.status = 'active'
          )`);
      return (rows as { rows: { id: number }[] }).rows.map((r) => r.id);
    },

    /** Ids of subscriptions whose smaller plan is due by `now`. */
    async duePlanChanges(now: Date): Promise<number[]> {
      const rows = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            isNotNull(subscriptions.pendingPlan),
            lte(subscriptions.pendingPlanAt, now),
            ne(subscriptions.status, 'cancelled'),
          ),
        );
      return rows.map((r) => r.id);
    },

    /** Locks one row until the caller's transaction ends, waiting for another holder. */
    async lockForChange(id: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, id))
        .for('no key update');
      return row;
    },

    /** Locks one row until the caller's transaction ends; undefined if another sweep holds it. */
    async lockForSweep(id: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, id))
        .for('no key update', { skipLocked: true });
      return row;
    },

    /**
     * Moves a row from the status it had when read to `to`, with the pause bookkeeping that goes
     * with it; returns undefined when it was no longer in that status (a concurrent change won),
     * so callers never overwrite a newer state.
     */
    async transition(
      row: SubscriptionRow,
      to: SubscriptionStatus,
      now: Date,
      change: {
        /** The reason a customer's cancel records. */
        cancellation?: Cancellation;
        /** Where a pause starting now ends: the return day of a hold (src/domain/holds.ts). */
        pauseEndsAt?: Date;
      } = {},
    ): Promise<SubscriptionRow | undefined> {
      const [updated] = await db
        .update(subscriptions)
        .set({
          status: to,
          updatedAt: now,
          ...pauseChanges(row, to, now, change.pauseEndsAt),
          // However it ends, the period already paid is served (docs/decisions/039-a-fair-cancel.md).
          ...(to === 'cancelled'
            ? {
                cancelledAt: now,
                serviceEndsAt: serviceEndAfterCancel(row, now),
                ...change.cancellation,
              }
            : {}),
          // The grace period runs from the first failure; a payment ends it.
          ...(to === 'past_due' && row.status !== 'suspended' ? { pastDueSince: now } : {}),
          ...(to === 'active' ? { pastDueSince: null } : {}),
        })
        .where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, row.status)))
        .returning();
      return changed(updated);
    },

    /**
     * Locks a pause that has run its course until the caller's transaction ends. Undefined when the
     * row is no longer such a pause, or another transaction (another app server's sweep) holds it.
     */
    async lockEndedPause(id: number, now: Date): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.id, id),
            eq(subscriptions.status, 'paused'),
            lte(subscriptions.pauseEndsAt, now),
          ),
        )
        .for('no key update', { skipLocked: true });
      return row;
    },

    /** Paused subscriptions whose pause has run its course. */
    async pausesEndedBy(now: Date, userId?: number): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.status, 'paused'),
            lte(subscriptions.pauseEndsAt, now),
            userId === undefined ? undefined : eq(subscriptions.userId, userId),
          ),
        );
    },
  };
}
