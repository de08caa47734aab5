import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PlanId } from '../../../domain/plans.ts';
import type { PaymentProviderName } from '../../../domain/schemas/payments.ts';
import type { Database } from '../../db/client.ts';
import { communities, subscriptions, users, type SubscriptionRow } from '../../db/schema.ts';
import {
  savePendingSubscription,
  setPendingCheckout,
  type PendingDetails,
} from '../subscriptions/subscriptions-module.ts';

/** The customer's door and sign-in email, the community by its name (or the name typed). */
export type DoorRow = {
  email: string;
  phone: string;
  address: string;
  unit: string;
  building: string;
  city: string;
  zip: string;
  communityName: string | null;
  communityRequest: string | null;
};

/**
 * Checkouts: the customer's one pending subscription that every payment attempt continues
 * (docs/decisions/026-one-sign-up-saved-before-payment.md), and finding a row by its provider
 * reference. Status changes go through the subscriptions module's lifecycle.
 */
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
    findPending(userId: number): Promise<SubscriptionRow | undefined> {
      return newest(eq(subscriptions.userId, userId), eq(subscriptions.status, 'pending'));
    },

    findOwned(userId: number, id: number): Promise<SubscriptionRow | undefined> {
      return newest(eq(subscriptions.userId, userId), eq(subscriptions.id, id));
    },

    /** Whether the customer has a current subscription (served, paused, or owing a renewal). */
    async hasCurrent(userId: number): Promise<boolean> {
      const row = await newest(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ['active', 'past_due', 'suspended', 'paused']),
      );
      return Boolean(row);
    },

    /**
     * The customer's own row `id`, locked for the rest of the transaction, so a payment that
     * activates it and a correction of its details apply one after the other.
     */
    async lockOwned(userId: number, id: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
        .for('update');
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

    /**
     * The customer's door, their row locked for the rest of the transaction: a correction and the
     * portal's edits of the same customer write their history one after the other.
     */
    async lockDoor(userId: number): Promise<DoorRow | undefined> {
      const [row] = await db
        .select({
          email: users.email,
          phone: users.phone,
          address: users.address,
          unit: users.unit,
          building: users.building,
          city: users.city,
          zip: users.zip,
          communityName: communities.name,
          communityRequest: users.communityRequest,
        })
        .from(users)
        .leftJoin(communities, eq(communities.id, users.communityId))
        .where(eq(users.id, userId))
        .for('update', { of: users });
      return row;
    },

    findByRef(ref: string): Promise<SubscriptionRow | undefined> {
      return newest(eq(subscriptions.providerSubscriptionId, ref));
    },

    /** Saves the customer's pending subscription (the subscriptions module writes it). */
    savePending(userId: number, details: PendingDetails): Promise<SubscriptionRow> {
      return savePendingSubscription(db, userId, details);
    },

    /** A checkout opened with a provider for the pending row: the provider answers by its ref. */
    async setCheckout(
      id: number,
      values: { plan: PlanId; priceCents: number; provider: PaymentProviderName; ref: string },
    ) {
      await setPendingCheckout(db, id, values);
    },
  };
}
