import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { projectRoot } from '../lib/project-root.ts';
import { payments, subscriptions } from './schema.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const migration = (name: string) =>
  readFileSync(join(projectRoot(), 'src/server/db/migrations', name), 'utf8');

test('rows the sandbox approval flow made before it had its own name move to it', async () => {
  const { user } = await t.signUp();
  const row = (provider: 'sandbox' | 'stripe', ref: string | null) => ({
    userId: user.id,
    plan: 'basic' as const,
    priceCents: 2500,
    status: 'active' as const,
    provider,
    providerSubscriptionId: ref,
  });
  await t.db
    .insert(subscriptions)
    .values([
      row('sandbox', 'SBX-0A1B2C'),
      row('sandbox', 'sbx_sub_0a1b2c'),
      row('sandbox', null),
      row('stripe', 'SBX-NOT-THE-SANDBOX'),
    ]);

  await t.db.execute(sql.raw(migration('0002_sandbox_paypal_provider.sql')));

  const after = await t.db
    .select({ provider: subscriptions.provider, ref: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.id))
    .orderBy(asc(subscriptions.id));
  expect(after).toEqual([
    { provider: 'sandbox-paypal', ref: 'SBX-0A1B2C' },
    { provider: 'sandbox', ref: 'sbx_sub_0a1b2c' },
    { provider: 'sandbox', ref: null },
    { provider: 'stripe', ref: 'SBX-NOT-THE-SANDBOX' },
  ]);
});

test("each customer's abandoned checkouts collapse into their newest, which keeps their payments", async () => {
  const a = await t.signUp();
  const b = await t.signUp();
  // As the data stood before the index: several pending rows for one customer.
  await t.db.execute(sql`drop index subscriptions_one_pending_per_user`);
  const row = (userId: number, status: 'pending' | 'active', gateCode: string) => ({
    userId,
    plan: 'basic' as const,
    priceCents: 2500,
    status,
    gateCode,
  });
  const inserted = await t.db
    .insert(subscriptions)
    .values([
      row(a.user.id, 'pending', 'old'),
      row(a.user.id, 'pending', 'older attempt'),
      row(a.user.id, 'pending', 'newest'),
      row(b.user.id, 'active', 'served'),
      row(b.user.id, 'pending', 'only'),
    ])
    .returning({ id: subscriptions.id });
  await t.db.insert(payments).values({
    subscriptionId: inserted[0]!.id,
    amountCents: 2500,
    status: 'failed',
    providerRef: `in_declined_${inserted[0]!.id}`,
  });

  for (const statement of migration('0006_one_pending_checkout.sql').split(
    '--> statement-breakpoint',
  )) {
    await t.db.execute(sql.raw(statement));
  }

  const left = await t.db
    .select({ id: subscriptions.id, gateCode: subscriptions.gateCode })
    .from(subscriptions)
    .where(inArray(subscriptions.userId, [a.user.id, b.user.id]))
    .orderBy(asc(subscriptions.id));
  expect(left.map((r) => r.gateCode)).toEqual(['newest', 'served', 'only']);
  const [moved] = await t.db
    .select({ subscriptionId: payments.subscriptionId })
    .from(payments)
    .where(eq(payments.providerRef, `in_declined_${inserted[0]!.id}`));
  expect(moved?.subscriptionId).toBe(inserted[2]!.id);
  // The index is back: a second pending row for the customer is refused.
  await expect(
    t.db.insert(subscriptions).values(row(a.user.id, 'pending', 'again')),
  ).rejects.toThrow();
});
