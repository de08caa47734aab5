import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type {
  CreateSubscriptionResponse,
  SandboxWebhookEvent,
} from '../../../domain/schemas/payments.ts';
import { paymentTables } from '../../../test/fakes/payment-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sandboxWebhookHeaders, sandboxWebhookKey } from './sandbox-webhooks.ts';

let t: TestApp;
const dirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-key-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: newDataDir() } });
});
afterAll(async () => {
  await t?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test('each installation makes its own random key once, readable only by its owner', () => {
  const dir = newDataDir();
  const key = sandboxWebhookKey(dir);

  expect(key.length).toBe(32);
  expect(sandboxWebhookKey(dir).equals(key)).toBe(true);
  expect(sandboxWebhookKey(newDataDir()).equals(key)).toBe(false);
  expect(statSync(join(dir, 'sandbox-webhook.key')).mode & 0o777).toBe(0o600);
});

test('a "paid" webhook signed with a key derived from the session secret is refused', async () => {
  const customer = await t.signUp();
  const checkout = (
    await customer.client.post('/api/create-subscription', { plan: 'basic' })
  ).json<CreateSubscriptionResponse>();
  const body = JSON.stringify({
    id: 'evt_forged',
    type: 'invoice.paid',
    data: { subscription: checkout.providerSubscriptionId, invoice: 'inv_forged', amount_cents: 1 },
  } satisfies SandboxWebhookEvent);
  const guessedKey = createHmac('sha256', t.config.sessionSecret)
    .update('sandbox-webhooks')
    .digest();

  const response = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks/sandbox',
    headers: sandboxWebhookHeaders(guessedKey, body),
    payload: body,
  });

  expect(response.statusCode).toBe(400);
  const tables = paymentTables(t.db);
  expect(await tables.paymentsOf(checkout.subscriptionId)).toEqual([]);
  expect((await tables.subscription(checkout.subscriptionId))?.status).toBe('pending');
});
