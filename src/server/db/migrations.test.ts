import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { projectRoot } from '../lib/project-root.ts';
import { subscriptions } from './schema.ts';

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
