import { and, desc, eq, gte, isNotNull, lte, ne } from 'drizzle-orm';
import { pauseChanges, pauseDaysLeft } from '../../../domain/pause-allowance.ts';
import type { PlanId } from '../../../domain/plans.ts';
import type { PaymentProviderName } from '../../../domain/schemas/payments.ts';
import type { Subscription, SubscriptionStatus } from '../../../domain/schemas/subscription.ts';
import type { Database } from '../../db/client.ts';
import { subscriptions } from '../../db/schema.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export function toPublicSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    userId: row.userId,
    plan: row.plan,
    price: row.priceCents,
    status: row.status,
    gateCode: row.gateCode,
    specialInstructions: row.specialInstructions,
    createdAt: row.createdAt.toISOString(),
    pausedAt: row.pausedAt?.toISOString() ?? null,
    pauseEndsAt: row.pauseEndsAt?.toISOString() ?? null,
    pauseDaysLeft: pauseDaysLeft(row, new Date()),
    provider: row.provider,
  };
}

export function createSubscriptionRepository(db: Database) {
  return {
    /** A customer's subscriptions; unfinished checkouts (pending) are not subscriptions yet. */
    async listForUser(userId: number): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'pending')))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
    },

    /** Someone else's subscription is "not found", exactly like a missing one. */
    async findOwned(id: number, userId: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
      return row;
    },

    /** Locks the row for the rest of the transaction, so concurrent events apply one at a time. */
    async lockByRef(
      provider: PaymentProviderName,
      ref: string,
    ): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(
          and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, ref)),
        )
        .for('update');
      return row;
    },

    async findByRef(ref: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, ref));
      return row;
    },

    async insertPending(values: {
      userId: number;
      plan: PlanId;
      priceCents: number;
      provider: PaymentProviderName;
      gateCode: string;
      specialInstructions: string;
    }): Promise<SubscriptionRow> {
      const [row] = await db
        .insert(subscriptions)
        .values({
          ...values,
          status: 'pending',
          gateCode: values.gateCode || null,
          specialInstructions: values.specialInstructions || null,
        })
        .returning();
      return row!;
    },

    /** The customer's latest unpaid checkout for this plan and provider, if recent enough. */
    async findOpenCheckout(
      userId: number,
      provider: PaymentProviderName,
      plan: PlanId,
      since: Date,
    ): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.provider, provider),
            eq(subscriptions.plan, plan),
            eq(subscriptions.status, 'pending'),
            isNotNull(subscriptions.providerSubscriptionId),
            gte(subscriptions.createdAt, since),
          ),
        )
        .orderBy(desc(subscriptions.id))
        .limit(1);
      return row;
    },

    async setDetails(id: number, details: { gateCode: string; specialInstructions: string }) {
      await db
        .update(subscriptions)
        .set({
          gateCode: details.gateCode || null,
          specialInstructions: details.specialInstructions || null,
          updatedAt: new Date(),
        })
        .where(eq(subscriptions.id, id));
    },

    async setCheckout(id: number, values: { plan: PlanId; priceCents: number; ref: string }) {
      await db
        .update(subscriptions)
        .set({
          plan: values.plan,
          priceCents: values.priceCents,
          providerSubscriptionId: values.ref,
          updatedAt: new Date(),
        })
        .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'pending')));
    },

    /** A checkout that never reached the provider leaves nothing behind. */
    async deleteUnstarted(id: number): Promise<void> {
      await db
        .delete(subscriptions)
        .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'pending')));
    },

    async setPlan(id: number, plan: PlanId, priceCents: number): Promise<SubscriptionRow> {
      const [row] = await db
        .update(subscriptions)
        .set({ plan, priceCents, updatedAt: new Date() })
        .where(eq(subscriptions.id, id))
        .returning();
      return row!;
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
    ): Promise<SubscriptionRow | undefined> {
      const [updated] = await db
        .update(subscriptions)
        .set({
          status: to,
          updatedAt: now,
          ...pauseChanges(row, to, now),
          ...(to === 'cancelled' ? { cancelledAt: now } : {}),
        })
        .where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, row.status)))
        .returning();
      return updated;
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
