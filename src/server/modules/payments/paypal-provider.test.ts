import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages.ts';
import type { PaypalSubscriptionResponse } from '../../../domain/schemas/payments.ts';
import type { Subscription } from '../../../domain/schemas/subscription.ts';
import {
  fakePaypalEnv,
  GENUINE_PAYPAL_SIGNATURE,
  startFakePaypal,
} from '../../../test/fakes/fake-paypal.ts';
import { paymentTables, receiptSubject } from '../../../test/fakes/payment-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { subscriptions } from '../../db/schema.ts';
import { createProviderFees } from './provider-billing.ts';
import { eq } from 'drizzle-orm';

let paypal: Awaited<ReturnType<typeof startFakePaypal>>;
let t: TestApp;
let tables: ReturnType<typeof paymentTables>;

beforeAll(async () => {
  paypal = await startFakePaypal();
  t = await createTestApp({
    env: fakePaypalEnv(paypal.url),
  });
  tables = paymentTables(t.db);
});
afterAll(async () => {
  await t?.close();
  await paypal?.close();
});
beforeEach(() => {
  paypal.requests.length = 0;
});

/** A signed-in customer with a pending subscription sent to PayPal. */
async function approvalStarted(planType = 'standard') {
  const customer = await t.signUp();
  const saved = await customer.client.post('/api/subscription-info', { planType });
  const { subscriptionId } = saved.json<{ subscriptionId: number }>();
  const created = await customer.client.post('/api/paypal/subscription', {
    subscriptionId,
    planType,
  });
  expect(created.statusCode).toBe(201);
  return { ...customer, subscriptionId, paypalId: created.json<PaypalSubscriptionResponse>().id };
}

function webhook(event: object, signature = GENUINE_PAYPAL_SIGNATURE) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/paypal',
    headers: {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
      'paypal-transmission-id': 'tx-1',
      'paypal-transmission-sig': signature,
      'paypal-transmission-time': new Date().toISOString(),
    },
    payload: JSON.stringify(event),
  });
}

test('config offers PayPal; cards fall back to the sandbox outside production', async () => {
  expect((await t.client().get('/api/payments/config')).json()).toEqual({
    card: 'sandbox',
    paypal: 'paypal',
    stripePublishableKey: null,
  });
});

describe('creating the subscription', () => {
  test('sends the plan id, our return and cancel URLs and a PayPal-Request-Id', async () => {
    const { subscriptionId, paypalId, input } = await approvalStarted('premium');
    const [token] = paypal.sent('POST /v1/oauth2/token');
    expect(token?.rawBody).toBe('grant_type=client_credentials');
    const [create] = paypal.sent('POST /v1/billing/subscriptions');
    expect(create?.headers['paypal-request-id']).toBe(`subscription-${subscriptionId}-premium`);
    expect(create?.headers.authorization).toMatch(/^Bearer A21AA\.fake-/);
    expect(JSON.parse(create!.rawBody)).toEqual({
      plan_id: 'P-PREMIUM',
      custom_id: String(subscriptionId),
      subscriber: {
        name: { given_name: input.firstName, surname: input.lastName },
        email_address: input.email,
      },
      application_context: {
        brand_name: 'Katy Valet Trash',
        shipping_preference: 'NO_SHIPPING',
        user_action: 'SUBSCRIBE_NOW',
        return_url: 'http://app.test/payment-success',
        cancel_url: 'http://app.test/payment-cancel',
      },
    });
    expect(await tables.subscription(subscriptionId)).toMatchObject({
      provider: 'paypal',
      providerSubscriptionId: paypalId,
      priceCents: 5000,
      status: 'pending',
    });
  });

  test('passes the approve link on and caches the OAuth token', async () => {
    const customer = await t.signUp();
    const { subscriptionId } = (
      await customer.client.post('/api/subscription-info', { planType: 'basic' })
    ).json<{ subscriptionId: number }>();
    const created = await customer.client.post('/api/paypal/subscription', {
      subscriptionId,
      planType: 'basic',
    });
    const approve = created
      .json<PaypalSubscriptionResponse>()
      .links.find((l) => l.rel === 'approve');
    expect(approve?.href).toMatch(
      /^https:\/\/www\.sandbox\.paypal\.com\/webapps\/billing\/subscriptions\?ba_token=BA-/,
    );
    // The token fetched for the first create serves the next one.
    const tokensSoFar = paypal.tokenCalls();
    await approvalStarted();
    expect(paypal.tokenCalls()).toBe(tokensSoFar);
  });

  test('a revoked token is replaced once and the call goes through', async () => {
    paypal.revokeTokens();
    await approvalStarted();
    expect(paypal.tokenCalls()).toBe(1);
  });

  test("PayPal's error message reaches the customer as a 502; the row stays pending", async () => {
    const customer = await t.signUp();
    const { subscriptionId } = (
      await customer.client.post('/api/subscription-info', { planType: 'basic' })
    ).json<{ subscriptionId: number }>();
    paypal.failNext('POST /v1/billing/subscriptions', {
      status: 422,
      body: {
        name: 'UNPROCESSABLE_ENTITY',
        message: 'The requested action could not be performed.',
        details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID' }],
      },
    });
    const response = await customer.client.post('/api/paypal/subscription', {
      subscriptionId,
      planType: 'basic',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: 'The requested action could not be performed.' });
    expect((await tables.subscription(subscriptionId))?.status).toBe('pending');
  });
});

describe('the return page', () => {
  test('activates only once PayPal says APPROVED or ACTIVE', async () => {
    const { client, paypalId, subscriptionId, input } = await approvalStarted();
    const waiting = await client.get(`/api/paypal/subscription/${paypalId}`);
    expect(waiting.json()).toMatchObject({ status: 'pending' });
    expect(paypal.sent(`GET /v1/billing/subscriptions/${paypalId}`)).toHaveLength(1);

    paypal.setStatus(paypalId, 'APPROVED');
    const approved = await client.get(`/api/paypal/subscription/${paypalId}`);
    expect(approved.json<Subscription>()).toMatchObject({ id: subscriptionId, status: 'active' });
    expect((await tables.mailTo(input.email)).map((m) => m.subject)).toEqual([
      'Your Standard plan is active',
    ]);
  });

  test('PayPal unreachable: 502 "Failed to fetch subscription details"', async () => {
    const { client, paypalId } = await approvalStarted();
    paypal.failNext(`GET /v1/billing/subscriptions/${paypalId}`, { status: 503, body: {} });
    const response = await client.get(`/api/paypal/subscription/${paypalId}`);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: PAYMENT_MESSAGES.fetchDetailsFailed });
  });
});

describe('webhooks', () => {
  test('PAYMENT.SALE.COMPLETED: verified, payment recorded in cents, state re-fetched', async () => {
    const { paypalId, subscriptionId } = await approvalStarted();
    paypal.setStatus(paypalId, 'ACTIVE');
    const response = await webhook({
      id: 'WH-EVT-1',
      event_type: 'PAYMENT.SALE.COMPLETED',
      resource: { id: 'SALE-1', billing_agreement_id: paypalId, amount: { total: '35.00' } },
    });
    expect(response.json()).toEqual({ received: true, duplicate: false });
    const [verify] = paypal.sent('POST /v1/notifications/verify-webhook-signature');
    expect(JSON.parse(verify!.rawBody)).toMatchObject({
      auth_algo: 'SHA256withRSA',
      transmission_id: 'tx-1',
      transmission_sig: GENUINE_PAYPAL_SIGNATURE,
      webhook_id: 'WH-FAKE',
      webhook_event: { id: 'WH-EVT-1' },
    });
    expect((await tables.subscription(subscriptionId))?.status).toBe('active');
    expect(await tables.paymentsOf(subscriptionId)).toEqual([
      expect.objectContaining({ providerRef: 'SALE-1', amountCents: 3500, status: 'paid' }),
    ]);
  });

  test('a signature PayPal does not verify is a 400 and nothing changes', async () => {
    const { paypalId, subscriptionId } = await approvalStarted();
    paypal.setStatus(paypalId, 'ACTIVE');
    const response = await webhook(
      {
        id: 'WH-EVT-FORGED',
        event_type: 'BILLING.SUBSCRIPTION.ACTIVATED',
        resource: { id: paypalId },
      },
      'forged',
    );
    expect(response.statusCode).toBe(400);
    expect((await tables.subscription(subscriptionId))?.status).toBe('pending');
  });

  test('without the signature headers nothing is even sent to PayPal', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paypal',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":"x","event_type":"PAYMENT.SALE.COMPLETED","resource":{}}',
    });
    expect(response.statusCode).toBe(400);
    expect(paypal.sent('POST /v1/notifications')).toEqual([]);
  });

  test('BILLING.SUBSCRIPTION.SUSPENDED from PayPal pauses the subscription', async () => {
    const { paypalId, subscriptionId } = await approvalStarted();
    paypal.setStatus(paypalId, 'ACTIVE');
    await webhook({
      id: 'WH-A',
      event_type: 'BILLING.SUBSCRIPTION.ACTIVATED',
      resource: { id: paypalId },
    });
    paypal.setStatus(paypalId, 'SUSPENDED');
    await webhook({
      id: 'WH-S',
      event_type: 'BILLING.SUBSCRIPTION.SUSPENDED',
      resource: { id: paypalId },
    });
    expect((await tables.subscription(subscriptionId))?.status).toBe('paused');
  });
});

describe('lifecycle', () => {
  async function active() {
    const started = await approvalStarted();
    paypal.setStatus(started.paypalId, 'ACTIVE');
    await started.client.get(`/api/paypal/subscription/${started.paypalId}`);
    paypal.requests.length = 0;
    return started;
  }

  test('a cancel stops billing at PayPal now and keeps service to the period paid', async () => {
    const { client, paypalId, subscriptionId } = await active();
    const [before] = (await client.get('/api/subscriptions')).json<Subscription[]>();
    expect(before?.currentPeriodEnd).not.toBeNull();
    const cancelled = await client.post(`/api/subscriptions/${subscriptionId}/cancel`, {
      reason: 'not-using',
    });
    expect(cancelled.json<Subscription>()).toMatchObject({
      status: 'cancelled',
      serviceEndsAt: before?.currentPeriodEnd,
      nextCharge: null,
    });
    const calls = paypal.requests.filter((r) => r.path.startsWith('/v1/billing/subscriptions/'));
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/billing/subscriptions/${paypalId}/cancel`,
    ]);
  });

  test('pause, resume, change plan and cancel call suspend, activate, revise and cancel', async () => {
    const { client, paypalId, subscriptionId } = await active();
    const base = `/v1/billing/subscriptions/${paypalId}`;
    await client.post(`/api/subscriptions/${subscriptionId}/pause`);
    await client.post(`/api/subscriptions/${subscriptionId}/resume`);
    await client.post(`/api/subscriptions/${subscriptionId}/change-plan`, { plan: 'premium' });
    const cancelled = await client.post(`/api/subscriptions/${subscriptionId}/cancel`);
    expect(cancelled.json<Subscription>()).toMatchObject({ status: 'cancelled', plan: 'premium' });
    const calls = paypal.requests.filter((r) => r.path.startsWith(base));
    // The upgrade: revised, then the prorated difference set as the balance and captured.
    expect(calls.map((r) => `${r.method} ${r.path.slice(base.length)}`)).toEqual([
      'POST /suspend',
      'POST /activate',
      'POST /revise',
      'PATCH ',
      'POST /capture',
      'POST /cancel',
    ]);
    expect(JSON.parse(calls[2]!.rawBody)).toEqual({ plan_id: 'P-PREMIUM' });
    const [balance] = JSON.parse(calls[3]!.rawBody) as { path: string; value: { value: string } }[];
    expect(balance?.path).toBe('/billing_info/outstanding_balance');
    // A whole $15 difference at the start of the period, give or take a cent.
    expect(Math.abs(Number(balance?.value.value) - 15)).toBeLessThanOrEqual(0.01);
    expect(JSON.parse(calls[4]!.rawBody)).toMatchObject({
      capture_type: 'OUTSTANDING_BALANCE',
      amount: balance?.value,
    });
    for (const call of calls.filter((c) => c.method === 'POST')) {
      expect(call.headers['paypal-request-id']).toBeTruthy();
    }
    expect(paypal.subscription(paypalId)?.status).toBe('CANCELLED');
  });

  test('a downgrade is only revised: PayPal bills the smaller plan from the next cycle', async () => {
    const { client, paypalId, subscriptionId } = await active();
    const changed = await client.post(`/api/subscriptions/${subscriptionId}/change-plan`, {
      plan: 'basic',
    });
    expect(changed.json<Subscription>()).toMatchObject({ plan: 'standard', pendingPlan: 'basic' });
    const base = `/v1/billing/subscriptions/${paypalId}`;
    expect(paypal.requests.filter((r) => r.path.startsWith(base)).map((r) => r.path)).toEqual([
      `${base}/revise`,
    ]);
  });

  test('a pause whose allowance ran out is ended at PayPal too', async () => {
    const { client, paypalId, subscriptionId } = await active();
    await client.post(`/api/subscriptions/${subscriptionId}/pause`);
    await t.db
      .update(subscriptions)
      .set({ pauseEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.id, subscriptionId));
    const list = (await client.get('/api/subscriptions')).json<Subscription[]>();
    expect(list[0]?.status).toBe('active');
    expect((await t.app.pauseExpiry.runNow()).resumed).toBe(1);
    expect(paypal.subscription(paypalId)?.status).toBe('ACTIVE');
  });
});

describe('a failed renewal (docs/product.md#failed-renewals)', () => {
  const failed = (id: string, paypalId: string, cyclesCompleted: number) => ({
    id,
    event_type: 'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
    resource: {
      id: paypalId,
      status: 'ACTIVE',
      billing_info: {
        outstanding_balance: { currency_code: 'USD', value: '35.00' },
        cycle_executions: [{ tenure_type: 'REGULAR', cycles_completed: cyclesCompleted }],
        last_failed_payment: { amount: { currency_code: 'USD', value: '35.00' } },
      },
    },
  });

  test('past due with one email for the cycle, suspended when PayPal gives up, restored by the payment', async () => {
    const { client, paypalId, subscriptionId, input } = await approvalStarted();
    paypal.setStatus(paypalId, 'ACTIVE');
    await client.get(`/api/paypal/subscription/${paypalId}`);

    paypal.setBalance(paypalId, '35.00');
    await webhook(failed('WH-F1', paypalId, 1));
    // PayPal retries the same cycle: the same invoice, no second email.
    await webhook(failed('WH-F2', paypalId, 1));
    expect((await tables.subscription(subscriptionId))?.status).toBe('past_due');
    const failures = (await tables.paymentsOf(subscriptionId)).filter((p) => p.status === 'failed');
    expect(failures).toEqual([
      expect.objectContaining({ providerRef: `${paypalId}:cycle-2`, amountCents: 3500 }),
    ]);
    const subjects = async () => (await tables.mailTo(input.email)).map((m) => m.subject);
    expect((await subjects()).filter((s) => s.startsWith('Payment failed'))).toHaveLength(1);

    paypal.setStatus(paypalId, 'SUSPENDED');
    await webhook({
      id: 'WH-S1',
      event_type: 'BILLING.SUBSCRIPTION.SUSPENDED',
      resource: { id: paypalId },
    });
    expect((await tables.subscription(subscriptionId))?.status).toBe('suspended');

    // The outstanding balance is paid: the sale settles the failed cycle, service is back.
    paypal.setStatus(paypalId, 'ACTIVE');
    paypal.setBalance(paypalId, '0.00');
    for (const id of ['WH-P1', 'WH-P1-AGAIN']) {
      await webhook({
        id,
        event_type: 'PAYMENT.SALE.COMPLETED',
        resource: {
          id: 'SALE-OUTSTANDING',
          billing_agreement_id: paypalId,
          amount: { total: '35.00' },
        },
      });
    }
    expect((await tables.subscription(subscriptionId))?.status).toBe('active');
    expect((await tables.paymentsOf(subscriptionId)).map((p) => [p.providerRef, p.status])).toEqual(
      [['SALE-OUTSTANDING', 'paid']],
    );
    expect((await subjects()).slice(0, 2)).toEqual([receiptSubject, 'Your pickups are back on']);
    // The failed cycle, paid by the sale, has its receipt (docs/product.md#receipts).
    expect((await tables.paymentsOf(subscriptionId))[0]).toMatchObject({
      receiptNumber: expect.stringMatching(/^KVT-\d{4}-\d{6}$/),
      plan: 'standard',
      method: 'PayPal',
    });
  });

  test('a failure that arrives after the cycle was paid is stale: ignored', async () => {
    const { client, paypalId, subscriptionId, input } = await approvalStarted();
    paypal.setStatus(paypalId, 'ACTIVE');
    await client.get(`/api/paypal/subscription/${paypalId}`);
    await webhook(failed('WH-LATE', paypalId, 1));
    expect((await tables.subscription(subscriptionId))?.status).toBe('active');
    expect(await tables.paymentsOf(subscriptionId)).toEqual([]);
    expect((await tables.mailTo(input.email)).map((m) => m.subject)).toEqual([
      'Your Standard plan is active',
    ]);
  });
});

describe('a new payment method (docs/product.md#payment-method)', () => {
  test('approve again on PayPal; back on the billing tab the outstanding balance is captured', async () => {
    const { client, paypalId, subscriptionId } = await approvalStarted();
    paypal.setStatus(paypalId, 'ACTIVE');
    await client.get(`/api/paypal/subscription/${paypalId}`);
    paypal.setBalance(paypalId, '35.00');
    paypal.setStatus(paypalId, 'SUSPENDED');
    await webhook({
      id: 'WH-PM-S',
      event_type: 'BILLING.SUBSCRIPTION.SUSPENDED',
      resource: { id: paypalId },
    });
    expect((await tables.subscription(subscriptionId))?.status).toBe('suspended');

    const setup = await client.post(`/api/subscriptions/${subscriptionId}/payment-method`);
    expect(setup.json()).toEqual({
      kind: 'redirect',
      url: expect.stringMatching(
        /^https:\/\/www\.sandbox\.paypal\.com\/webapps\/billing\/subscriptions\/update/,
      ),
    });
    const [revise] = paypal.sent(`POST /v1/billing/subscriptions/${paypalId}/revise`);
    expect(JSON.parse(revise!.rawBody)).toMatchObject({
      plan_id: 'P-STANDARD',
      application_context: {
        return_url: `http://app.test/client-portal?tab=billing&payment_method=approved&subscription=${subscriptionId}`,
        cancel_url: `http://app.test/client-portal?tab=billing&payment_method=cancelled&subscription=${subscriptionId}`,
      },
    });

    const done = await client.post(
      `/api/subscriptions/${subscriptionId}/payment-method/complete`,
      {},
    );
    expect(done.statusCode).toBe(200);
    const [capture] = paypal.sent(`POST /v1/billing/subscriptions/${paypalId}/capture`);
    expect(JSON.parse(capture!.rawBody)).toMatchObject({
      capture_type: 'OUTSTANDING_BALANCE',
      amount: { currency_code: 'USD', value: '35.00' },
    });
    expect(paypal.sent(`POST /v1/billing/subscriptions/${paypalId}/activate`)).toHaveLength(1);
    expect(done.json<Subscription>()).toMatchObject({ status: 'active', pastDue: null });
  });
});

test('PayPal has no credits: a credit is left for the office to apply by hand', async () => {
  const provider = t.app.paymentProviders.byName('paypal')!;
  expect(await provider.creditNextBill('I-ANY', 500, 'Missed pickup', 'ticket-1')).toBe(false);
});

test('PayPal bills nothing beside the plan: a fee is left for the office to collect by hand', async () => {
  const fees = createProviderFees(t.app.paymentProviders);
  const billed = { provider: 'paypal' as const, providerSubscriptionId: 'I-ANY' };
  const fee = { amountCents: 2500, memo: 'Trash set out after hours', key: 'notice-1-fee' };
  expect(await fees.addToNextBill(billed, fee)).toBeNull();
  // Nothing was left pending at PayPal, so there is nothing to take back.
  expect(await fees.removeFromNextBill(billed, 'anything')).toBe(true);
  expect(paypal.requests).toEqual([]);
});
