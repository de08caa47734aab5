import { afterAll, beforeAll, expect, test } from 'vitest';
import type { PaypalSubscriptionResponse } from '../../../domain/schemas/payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A customer's PayPal checkout (sandbox), approved at the provider; returns its reference. */
async function approvedCheckout() {
  const customer = await t.signUp();
  const saved = await customer.client.post('/api/subscription-info', {
    gateCode: '#7788',
    specialInstructions: 'Side gate, behind the bins',
    planType: 'basic',
  });
  expect(saved.statusCode).toBe(201);
  const { subscriptionId } = saved.json<{ subscriptionId: number }>();
  const created = await customer.client.post('/api/paypal/subscription', {
    subscriptionId,
    planType: 'basic',
  });
  expect(created.statusCode).toBe(201);
  const { id } = created.json<PaypalSubscriptionResponse>();
  const decision = await t.client().post(`/api/sandbox/checkouts/${id}/decision`, {
    action: 'approve',
  });
  expect(decision.statusCode).toBe(200);
  return { id, customer };
}

test('a visitor who comes back without a session learns how the checkout ended, and nothing else', async () => {
  const { id, customer } = await approvedCheckout();

  const back = await t.client().get(`/api/paypal/subscription/${id}`);

  expect(back.statusCode).toBe(200);
  expect(back.json()).toEqual({ plan: 'basic', price: expect.any(Number), status: 'active' });
  expect(back.body).not.toContain('#7788');
  expect(back.body).not.toContain('Side gate');
  expect(back.body).not.toContain(customer.input.email);
  // The owner, signed in, still gets the whole subscription.
  const own = await customer.client.get(`/api/paypal/subscription/${id}`);
  expect(own.json()).toMatchObject({ status: 'active', gateCode: '#7788' });
});

test('an unknown reference is not found', async () => {
  expect((await t.client().get('/api/paypal/subscription/I-UNKNOWN')).statusCode).toBe(404);
});
