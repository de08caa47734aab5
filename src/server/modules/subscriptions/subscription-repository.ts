import { desc, eq } from 'drizzle-orm';
import type { Subscription } from '../../../domain/schemas/subscription.ts';
import type { Database } from '../../db/client.ts';
import { subscriptions } from '../../db/schema.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

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
  };
}

export function createSubscriptionRepository(db: Database) {
  return {
    async listForUser(userId: number): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
    },
  };
}
