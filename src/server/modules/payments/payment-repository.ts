import { and, desc, eq, ne, sql } from 'drizzle-orm';
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

    /**
     * Records an invoice's outcome once (docs/product.md#failed-renewals): the first failure of
     * an invoice, its payment (a new invoice paid, or the failed one paid at last), and nothing
     * else: a retry that fails again, the same payment told twice, or a failure arriving after the
     * payment. `settlesOpen` pays the subscription's unpaid invoice when the payment does not name
     * it. Answers what changed: 'failed' (a first failure), 'paid', or null.
     */
    async recordInvoice(values: {
      subscriptionId: number;
      amountCents: number;
      status: 'paid' | 'failed';
      providerRef: string;
      settlesOpen?: boolean;
    }): Promise<'failed' | 'paid' | null> {
      const { settlesOpen, ...invoice } = values;
      if (invoice.status === 'paid' && settlesOpen) {
        const [known] = await db
          .select({ id: payments.id })
          .from(payments)
          .where(eq(payments.providerRef, invoice.providerRef));
        if (known) return null;
        const settled = await db
          .update(payments)
          .set({ status: 'paid', providerRef: invoice.providerRef, paidAt: new Date() })
          .where(
            eq(
              payments.id,
              sql`(select id from payments where subscription_id = ${invoice.subscriptionId}
                   and status = 'failed' order by paid_at limit 1 for update)`,
            ),
          )
          .returning({ id: payments.id });
        if (settled.length > 0) return 'paid';
      }
      const rows = await db
        .insert(payments)
        .values(invoice)
        .onConflictDoUpdate({
          target: payments.providerRef,
          set: { status: 'paid', amountCents: invoice.amountCents, paidAt: new Date() },
          // Only a payment changes a recorded invoice, and only an unpaid one.
          setWhere: sql`${payments.status} = 'failed' and excluded.status = 'paid'`,
        })
        .returning({ id: payments.id });
      return rows.length > 0 ? invoice.status : null;
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
        // An unfinished checkout has no bills yet (docs/product.md#payment-flow).
        .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'pending')))
        .orderBy(desc(payments.paidAt), desc(payments.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, paidAt: row.paidAt.toISOString() }));
    },
  };
}
