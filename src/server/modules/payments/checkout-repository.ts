import { and, desc, eq, gte, isNotNull, type SQL } from 'drizzle-orm';
import type { PlanId } from '../../../domain/plans.ts';
import type { PaymentProviderName } from '../../../domain/schemas/payments.ts';
import type { Database } from '../../db/client.ts';
import { subscriptions, type SubscriptionRow } from '../../db/schema.ts';

/**
 * Checkouts: the pending subscription rows a payment starts from, and finding a row by its
 * provider reference. Status changes go through the subscriptions module's lifecycle.
 */
/** Whose checkout, with which provider: each provider flow keeps to its own rows. */
export type CheckoutOwner = { userId: number; provider: PaymentProviderName };

const ownedBy = (owner: CheckoutOwner) => [
  eq(subscriptions.userId, owner.userId),
  eq(subscriptions.provider, owner.provider),
];

export function createCheckoutRepository(db: Database) {
  /** The newest subscription row matching every condition. */
  const newest = async (...conditions: SQL[]): Promise<SubscriptionRow | undefined> => {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(...conditions))
      .orderBy(desc(subscriptions.id))
      .limit(1);
    return row;
  };

  return {
    /** The customer's own subscription row opened through the provider, as an approval continues it. */
    findOwnedCheckout(owner: CheckoutOwner, id: number): Promise<SubscriptionRow | undefined> {
      return newest(...ownedBy(owner), eq(subscriptions.id, id));
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

    findByRef(ref: string): Promise<SubscriptionRow | undefined> {
      return newest(eq(subscriptions.providerSubscriptionId, ref));
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
    findOpenCheckout(
      owner: CheckoutOwner,
      plan: PlanId,
      since: Date,
    ): Promise<SubscriptionRow | undefined> {
      return newest(
        ...ownedBy(owner),
        eq(subscriptions.plan, plan),
        eq(subscriptions.status, 'pending'),
        isNotNull(subscriptions.providerSubscriptionId),
        gte(subscriptions.createdAt, since),
      );
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
  };
}
