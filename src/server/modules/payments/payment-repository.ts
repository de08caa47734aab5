import { and, desc, eq } from 'drizzle-orm';
import type { PaymentProviderName } from '../../../domain/schemas/payments.ts';
import type { BillingEntry } from '../../../domain/schemas/payments.ts';
import type { Database } from '../../db/client.ts';
import { payments, subscriptions, webhookEvents } from '../../db/schema.ts';

export function createPaymentRepository(db: Database) {
  return {
    async wasProcessed(provider: PaymentProviderName, eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: webhookEvents.id })
        .from(webhookEvents)
        .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)));
      return Boolean(row);
    },

    /**
     * Claims an event inside the handler's transaction; false when it was already handled. If the
     * handler fails, the claim rolls back with everything else and the provider's retry runs it.
     */
    async claimEvent(provider: PaymentProviderName, eventId: string, type: string) {
      const rows = await db
        .insert(webhookEvents)
        .values({ provider, eventId, type, processedAt: new Date() })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      return rows.length > 0;
    },

    /** Records a payment once per provider reference; false when it was already recorded. */
    async recordPayment(values: {
      subscriptionId: number;
      amountCents: number;
      status: 'paid' | 'failed';
      providerRef: string;
    }): Promise<boolean> {
      const rows = await db
        .insert(payments)
        .values(values)
        .onConflictDoNothing({ target: payments.providerRef })
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    /** A customer's payments across their subscriptions, newest first (portal billing history). */
    async listForUser(userId: number, limit = 24): Promise<BillingEntry[]> {
      const rows = await db
        .select({
          id: payments.id,
          subscriptionId: payments.subscriptionId,
          amount: payments.amountCents,
          status: payments.status,
          paidAt: payments.paidAt,
        })
        .from(payments)
        .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(payments.paidAt), desc(payments.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, paidAt: row.paidAt.toISOString() }));
    },
  };
}
