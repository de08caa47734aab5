import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { projectRoot } from '../lib/project-root.ts';
import { payments, serviceSchedules, subscriptions, users } from './schema.ts';

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

test("pickups and subscriptions made before the office's copies of the plan and city get them", async () => {
  const moved = await t.signUp();
  const stayed = await t.signUp();
  await t.db.update(users).set({ city: 'Sealy' }).where(eq(users.id, moved.user.id));
  await t.db.update(users).set({ city: 'KATY' }).where(eq(users.id, stayed.user.id));
  const inserted = await t.db
    .insert(subscriptions)
    .values([
      { userId: moved.user.id, plan: 'premium', priceCents: 5000, status: 'active' },
      { userId: stayed.user.id, plan: 'basic', priceCents: 2500, status: 'paused' },
    ])
    .returning({ id: subscriptions.id });
  await t.db
    .insert(serviceSchedules)
    .values(
      inserted.flatMap(({ id }) =>
        ['2026-05-01', '2026-05-08'].map((serviceDate) => ({ subscriptionId: id, serviceDate })),
      ),
    );
  // As the tables stood before the migration: no copies, no triggers to keep them.
  for (const fn of [
    'subscriptions_copy_city',
    'users_copy_city_to_subscriptions',
    'service_schedules_copy_filters',
    'subscriptions_copy_filters_to_schedules',
  ]) {
    await t.db.execute(sql.raw(`drop function ${fn}() cascade`));
  }
  await t.db.execute(sql`alter table service_schedules drop column plan, drop column city_key`);
  await t.db.execute(sql`alter table subscriptions drop column city_key`);

  for (const statement of migration('0019_admin_filter_copies.sql').split(
    '--> statement-breakpoint',
  )) {
    await t.db.execute(sql.raw(statement));
  }

  const ids = inserted.map((r) => r.id);
  expect(
    await t.db
      .select({ id: subscriptions.id, cityKey: subscriptions.cityKey })
      .from(subscriptions)
      .where(inArray(subscriptions.id, ids))
      .orderBy(asc(subscriptions.id)),
  ).toEqual([
    { id: ids[0], cityKey: 'sealy' },
    { id: ids[1], cityKey: 'katy' },
  ]);
  const pickups = await t.db
    .select({
      subscriptionId: serviceSchedules.subscriptionId,
      plan: serviceSchedules.plan,
      cityKey: serviceSchedules.cityKey,
    })
    .from(serviceSchedules)
    .where(inArray(serviceSchedules.subscriptionId, ids))
    .orderBy(asc(serviceSchedules.id));
  expect(pickups).toEqual([
    { subscriptionId: ids[0], plan: 'premium', cityKey: 'sealy' },
    { subscriptionId: ids[0], plan: 'premium', cityKey: 'sealy' },
    { subscriptionId: ids[1], plan: 'basic', cityKey: 'katy' },
    { subscriptionId: ids[1], plan: 'basic', cityKey: 'katy' },
  ]);
  // The triggers are back: a move reaches the pickups.
  await t.db.update(users).set({ city: 'Fulshear' }).where(eq(users.id, stayed.user.id));
  const [after] = await t.db
    .select({ cityKey: serviceSchedules.cityKey })
    .from(serviceSchedules)
    .where(eq(serviceSchedules.subscriptionId, ids[1]!));
  expect(after?.cityKey).toBe('fulshear');
});
