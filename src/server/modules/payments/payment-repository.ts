import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { BillingPeriod } from '../../../domain/billing.ts';
import type { Language } from '../../../domain/i18n/languages.ts';
import type { PlanId } from '../../../domain/plans.ts';
import {
  receiptNumberPrefix,
  type ReceiptContent,
  type ReceiptFee,
} from '../../../domain/receipts.ts';
import type { PaymentProviderName } from '../../../domain/schemas/payments.ts';
import type { BillingEntry } from '../../../domain/schemas/payments.ts';
import type { Database } from '../../db/client.ts';
import { payments, subscriptions, users, webhookEvents } from '../../db/schema.ts';

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
     * it. Answers what changed: 'failed' (a first failure), 'paid' with the receipt's number, or
     * null.
     */
    async recordInvoice(values: {
      subscriptionId: number;
      amountCents: number;
      status: 'paid' | 'failed';
      providerRef: string;
      settlesOpen?: boolean;
      /** What the receipt says was bought and how, as it is when the invoice is paid. */
      receipt: ReceiptFacts;
    }): Promise<{ status: 'failed' } | { status: 'paid'; receiptNumber: string } | null> {
      const { settlesOpen, receipt, ...invoice } = values;
      const now = new Date();
      // Written with the payment and never after, so a later plan or card change leaves it.
      const paid = {
        status: 'paid' as const,
        paidAt: now,
        receiptNumber: nextReceiptNumber(now),
        plan: receipt.plan,
        periodStart: receipt.period?.start ?? null,
        periodEnd: receipt.period?.end ?? null,
        method: receipt.method,
        feeLines: receipt.fees,
      };
      if (invoice.status === 'paid' && settlesOpen) {
        const [known] = await db
          .select({ id: payments.id })
          .from(payments)
          .where(eq(payments.providerRef, invoice.providerRef));
        if (known) return null;
        const settled = await db
          .update(payments)
          .set({ ...paid, providerRef: invoice.providerRef })
          .where(
            eq(
              payments.id,
              sql`(select id from payments where subscription_id = ${invoice.subscriptionId}
                   and status = 'failed' order by paid_at limit 1 for update)`,
            ),
          )
          .returning({ receiptNumber: payments.receiptNumber });
        const receiptNumber = settled[0]?.receiptNumber;
        if (receiptNumber) return { status: 'paid', receiptNumber };
      }
      const rows = await db
        .insert(payments)
        .values(invoice.status === 'paid' ? { ...invoice, ...paid } : invoice)
        .onConflictDoUpdate({
          target: payments.providerRef,
          set: { ...paid, amountCents: invoice.amountCents },
          // Only a payment changes a recorded invoice, and only an unpaid one.
          setWhere: sql`${payments.status} = 'failed' and excluded.status = 'paid'`,
        })
        .returning({ receiptNumber: payments.receiptNumber });
      const [row] = rows;
      if (!row) return null;
      return row.receiptNumber
        ? { status: 'paid', receiptNumber: row.receiptNumber }
        : { status: 'failed' };
    },

    /**
     * A customer's invoices across their subscriptions, newest first (portal billing history).
     * Only invoices are here: a declined checkout is never recorded, and an unfinished checkout's
     * subscription is left out (docs/product.md#receipts).
     */
    async listForUser(userId: number, limit = 24): Promise<BillingEntry[]> {
      const rows = await db
        .select(entryColumns)
        .from(payments)
        .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
        .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'pending')))
        .orderBy(desc(payments.paidAt), desc(payments.id))
        .limit(limit);
      return rows.map(toEntry);
    },

    /** A paid invoice's receipt by its number, with the customer it belongs to. */
    /** A paid receipt, with its payer and the language the payer reads. */
    async findReceipt(
      number: string,
    ): Promise<{ userId: number; language: Language; receipt: ReceiptContent } | null> {
      const [row] = await db
        .select({ ...entryColumns, userId: subscriptions.userId, language: users.language })
        .from(payments)
        .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(and(eq(payments.receiptNumber, number), eq(payments.status, 'paid')));
      const receipt = row && toEntry(row).receipt;
      if (!row || !receipt) return null;
      return {
        userId: row.userId,
        language: row.language,
        receipt: { ...receipt, paidAt: row.paidAt.toISOString(), amount: row.amount },
      };
    },
  };
}

/** The next receipt number for a payment made at `paidAt`, taken from the shared sequence. */
export const nextReceiptNumber = (paidAt: Date) =>
  sql<string>`${receiptNumberPrefix(paidAt)} || lpad(nextval('receipt_numbers')::text, 6, '0')`;

/**
 * What a receipt records beyond the invoice: the plan, its period, the payment method and the
 * fees billed beside the plan.
 */
export type ReceiptFacts = {
  plan: PlanId;
  period: BillingPeriod | null;
  method: string;
  fees: ReceiptFee[];
};

const entryColumns = {
  id: payments.id,
  subscriptionId: payments.subscriptionId,
  amount: payments.amountCents,
  status: payments.status,
  paidAt: payments.paidAt,
  receiptNumber: payments.receiptNumber,
  plan: payments.plan,
  periodStart: payments.periodStart,
  periodEnd: payments.periodEnd,
  method: payments.method,
  fees: payments.feeLines,
};

type EntryRow = Omit<BillingEntry, 'paidAt' | 'receipt'> & {
  paidAt: Date;
  receiptNumber: string | null;
  plan: PlanId | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  method: string | null;
  fees: ReceiptFee[];
};

function toEntry(row: EntryRow): BillingEntry {
  const { id, subscriptionId, amount, status, paidAt, receiptNumber } = row;
  return {
    id,
    subscriptionId,
    amount,
    status,
    paidAt: paidAt.toISOString(),
    receipt:
      status === 'paid' && receiptNumber
        ? {
            number: receiptNumber,
            plan: row.plan,
            periodStart: row.periodStart?.toISOString() ?? null,
            periodEnd: row.periodEnd?.toISOString() ?? null,
            method: row.method,
            fees: row.fees,
          }
        : null,
  };
}
