import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PlanId } from '../../domain/plans.ts';
import type { CreateSubscriptionResponse } from '../../domain/schemas/payments.ts';
import type { Database } from '../../server/db/client.ts';
import { mailOutbox, payments, subscriptions, webhookEvents } from '../../server/db/schema.ts';
import type { TestApp } from '../test-app.ts';

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

/**
 * A new customer whose subscription on `plan` is paid with the sandbox's test card: active, its
 * pickups scheduled. `ref` is the provider's id, which the sandbox's webhooks name.
 */
export async function paidWithSandboxCard(t: TestApp, plan: PlanId) {
  const customer = await t.signUp();
  const checkout = (
    await customer.client.post('/api/create-subscription', { plan })
  ).json<CreateSubscriptionResponse>();
  await t.client().post('/api/sandbox/card-payments', {
    clientSecret: checkout.clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  });
  return { ...customer, id: checkout.subscriptionId, ref: checkout.providerSubscriptionId };
}
