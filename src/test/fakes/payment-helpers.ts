import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { mailOutbox, payments, subscriptions, webhookEvents } from '../../server/db/schema.ts';

/** Reads the tables the payment tests assert on, straight from the database. */
export function paymentTables(db: Database) {
  return {
    subscription: async (id: number) =>
      (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0],
    paymentsOf: (subscriptionId: number) =>
      db.select().from(payments).where(eq(payments.subscriptionId, subscriptionId)),
    mailTo: (to: string) =>
      db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)),
    events: () => db.select().from(webhookEvents),
  };
}

/** The subject of a receipt's email, whatever its number (docs/product.md#receipts). */
export const receiptSubject: unknown = expect.stringMatching(
  /^Your Katy Valet Trash receipt KVT-\d{4}-\d{6}$/,
);
