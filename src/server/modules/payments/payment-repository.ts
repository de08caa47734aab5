import { and, eq } from 'drizzle-orm';
import type { PaymentProviderName } from '../../../domain/schemas/payments.ts';
import type { Database } from '../../db/client.ts';
import { payments, webhookEvents } from '../../db/schema.ts';

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
  };
}
