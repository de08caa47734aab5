import { and, eq, ne, sql } from 'drizzle-orm';
import type { PlanId } from '../../../domain/plans.ts';
import type { PaymentProviderName } from '../../../domain/schemas/payments.ts';
import type { Database } from '../../db/client.ts';
import { subscriptions, type SubscriptionRow } from '../../db/schema.ts';

// The changes to a subscription that other modules make, written here so that subscriptions has
// one writer (docs/decisions/051-one-owner-per-table.md): the checkout's pending row and the
// customer's doorstep details. Each takes the caller's database or transaction.

/** What a sign-up saves before payment (docs/decisions/026-one-sign-up-saved-before-payment.md). */
export type PendingDetails = {
  plan: PlanId;
  priceCents: number;
  gateCode?: string;
  specialInstructions?: string;
};

/** Empty doorstep details are stored as null; undefined leaves the stored ones. */
const doorstep = (details: { gateCode?: string; specialInstructions?: string }) => ({
  ...(details.gateCode === undefined ? {} : { gateCode: details.gateCode || null }),
  ...(details.specialInstructions === undefined
    ? {}
    : { specialInstructions: details.specialInstructions || null }),
});

/**
 * Saves the customer's pending subscription: the one they have, updated, or a new one. The
 * partial unique index keeps it to one even when two saves race.
 */
export async function savePendingSubscription(
  db: Database,
  userId: number,
  details: PendingDetails,
): Promise<SubscriptionRow> {
  const values = { plan: details.plan, priceCents: details.priceCents, ...doorstep(details) };
  const [row] = await db
    .insert(subscriptions)
    .values({ userId, status: 'pending', ...values })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      targetWhere: sql`${subscriptions.status} = 'pending'`,
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

/** A checkout opened with a provider for the pending row: the provider answers by its ref. */
export async function setPendingCheckout(
  db: Database,
  id: number,
  values: { plan: PlanId; priceCents: number; provider: PaymentProviderName; ref: string },
): Promise<void> {
  await db
    .update(subscriptions)
    .set({
      plan: values.plan,
      priceCents: values.priceCents,
      provider: values.provider,
      providerSubscriptionId: values.ref,
      updatedAt: new Date(),
    })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'pending')));
}

/** Every live subscription of the customer carries the door's gate code and instructions. */
export async function setDoorstep(
  db: Database,
  userId: number,
  values: { gateCode: string | null; specialInstructions: string | null },
): Promise<void> {
  await db
    .update(subscriptions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'cancelled')));
}
