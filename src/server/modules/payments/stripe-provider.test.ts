import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages.ts';
import type { CreateSubscriptionResponse } from '../../../domain/schemas/payments.ts';
import type { Subscription } from '../../../domain/schemas/subscription.ts';
import { FAKE_PERIOD, formOf, startFakeStripe } from '../../../test/fakes/fake-stripe.ts';
import { paymentTables, receiptSubject } from '../../../test/fakes/payment-helpers.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_fake';
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;
let tables: ReturnType<typeof paymentTables>;
// Only for signing test events the way Stripe does; it never calls the network.
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    },
  });
  tables = paymentTables(t.db);
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});
beforeEach(() => {
  stripe.requests.length = 0;
});

async function checkout(plan = 'standard') {
  const customer = await t.signUp();
  const response = await customer.client.post('/api/create-subscription', {
    plan,
    gateCode: '#5',
  });
  expect(response.statusCode).toBe(201);
  return { ...customer, checkout: response.json<CreateSubscriptionResponse>() };
}

async function sendEvent(type: string, object: object, id = `evt_${Math.random()}`) {
  const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
  const header = await signer.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: WEBHOOK_SECRET,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

const invoice = (id: string, subscription: string, amount: number) => ({
  id,
  object: 'invoice',
  amount_paid: amount,
  amount_due: amount,
  parent: { type: 'subscription_details', subscription_details: { subscription } },
});

test('config offers Stripe with its publishable key; the CSP allows Stripe.js', async () => {
  expect((await t.client().get('/api/payments/config')).json()).toEqual({
    card: 'stripe',
    paypal: 'sandbox',
    stripePublishableKey: 'pk_test_fake',
  });
  const page = await t.client().get('/');
  const csp = String(page.headers['content-security-policy']);
  expect(csp).toContain("script-src 'self' https://js.stripe.com");
  expect(csp).not.toContain("'unsafe-inline' https://js.stripe.com");
  expect(csp).toContain('https://hooks.stripe.com');
  expect(csp).toContain("connect-src 'self' https://api.stripe.com");
});

describe('checkout', () => {
  test('sends the catalogue price, a customer and an incomplete subscription, each idempotent', async () => {
    const { checkout: started, user, input } = await checkout('premium');

    const [lookup] = stripe.sent('GET /v1/prices');
    expect(lookup?.query.get('lookup_keys[0]')).toBe('katy-valet-premium-5000-usd-month');
    const [priceCall] = stripe.sent('POST /v1/prices');
    expect(formOf(priceCall!)).toMatchObject({
      currency: 'usd',
      unit_amount: '5000',
      'recurring[interval]': 'month',
      lookup_key: 'katy-valet-premium-5000-usd-month',
    });
    expect(priceCall!.headers['idempotency-key']).toBe('price-katy-valet-premium-5000-usd-month');

    const [customerCall] = stripe.sent('POST /v1/customers');
    expect(formOf(customerCall!)).toMatchObject({
      email: input.email,
      name: `${input.firstName} ${input.lastName}`,
      'metadata[userId]': String(user.id),
    });
    expect(customerCall!.headers['idempotency-key']).toMatch(
      new RegExp(`^customer-${started.subscriptionId}-[0-9a-f]{16}$`),
    );

    const [subscriptionCall] = stripe.sent('POST /v1/subscriptions');
    expect(formOf(subscriptionCall!)).toMatchObject({
      customer: 'cus_2',
      'items[0][price]': stripe.prices[0]!.id,
      payment_behavior: 'default_incomplete',
      'payment_settings[save_default_payment_method]': 'on_subscription',
      'expand[0]': 'latest_invoice.confirmation_secret',
      'metadata[subscriptionId]': String(started.subscriptionId),
    });
    expect(subscriptionCall!.headers['idempotency-key']).toBe(
      `subscription-${started.subscriptionId}-cus_2-${stripe.prices[0]!.id}`,
    );
    expect(subscriptionCall!.headers.authorization).toBe('Bearer sk_test_fake');

    expect(started).toEqual({
      subscriptionId: expect.any(Number),
      providerSubscriptionId: expect.stringMatching(/^sub_/),
      provider: 'stripe',
      clientSecret: expect.stringMatching(/_secret_fake$/),
    });
    expect(await tables.subscription(started.subscriptionId)).toMatchObject({
      status: 'pending',
      provider: 'stripe',
      priceCents: 5000,
      providerSubscriptionId: started.providerSubscriptionId,
    });
  });

  test('a second visit replays the same Stripe checkout through the idempotency keys', async () => {
    const { client, checkout: first } = await checkout('standard');
    const again = await client.post('/api/create-subscription', { plan: 'standard' });
    expect(again.json<CreateSubscriptionResponse>()).toEqual(first);
    const creates = stripe.sent('POST /v1/subscriptions');
    expect(creates).toHaveLength(2);
    expect(creates[1]!.headers['idempotency-key']).toBe(creates[0]!.headers['idempotency-key']);
  });

  test('the Stripe price is looked up once per catalogue price', async () => {
    await checkout('basic');
    await checkout('basic');
    expect(stripe.sent('GET /v1/prices')).toHaveLength(1);
    expect(stripe.sent('POST /v1/prices')).toHaveLength(1);
  });

  test('a retried create after a Stripe 500 reuses its idempotency key', async () => {
    stripe.failNext('POST /v1/subscriptions', {
      status: 500,
      body: { error: { type: 'api_error', message: 'Something went wrong' } },
    });
    const { checkout: started } = await checkout();
    const attempts = stripe.sent('POST /v1/subscriptions');
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.headers['idempotency-key']).toBe(attempts[0]!.headers['idempotency-key']);
    expect(started.providerSubscriptionId).toMatch(/^sub_/);
  });

  test('a Stripe error answers 502 "Failed to initialize payment"; the pending row waits for a retry', async () => {
    stripe.failNext('POST /v1/customers', {
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'Invalid email address: x' } },
    });
    const customer = await t.signUp();
    const response = await customer.client.post('/api/create-subscription', { plan: 'basic' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: PAYMENT_MESSAGES.initFailed });
    const listed = await customer.client.get('/api/subscriptions');
    expect(listed.json()).toEqual([]);
    const rows = await t.db.query.subscriptions.findMany({
      where: (s, { eq }) => eq(s.userId, customer.user.id),
    });
    expect(rows).toEqual([
      expect.objectContaining({ status: 'pending', plan: 'basic', providerSubscriptionId: null }),
    ]);
    const retried = await customer.client.post('/api/create-subscription', { plan: 'basic' });
    expect(retried.statusCode).toBe(201);
    expect(retried.json<CreateSubscriptionResponse>().subscriptionId).toBe(rows[0]!.id);
  });
});

describe('webhooks', () => {
  test('invoice.paid activates after re-fetching the subscription, records the payment', async () => {
    const { checkout: started, input } = await checkout();
    const ref = started.providerSubscriptionId;
    stripe.setStatus(ref, 'active');
    const response = await sendEvent('invoice.paid', invoice('in_paid_1', ref, 3500));
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(stripe.sent(`GET /v1/subscriptions/${ref}`)).toHaveLength(1);
    expect((await tables.subscription(started.subscriptionId))?.status).toBe('active');
    expect(await tables.paymentsOf(started.subscriptionId)).toEqual([
      expect.objectContaining({
        providerRef: 'in_paid_1',
        amountCents: 3500,
        status: 'paid',
        receiptNumber: expect.stringMatching(/^KVT-\d{4}-\d{6}$/),
        plan: 'standard',
      }),
    ]);
    expect((await tables.mailTo(input.email)).map((m) => m.subject)).toEqual([
      receiptSubject,
      'Your Standard plan is active',
    ]);
  });

  test('a wrong signature is a 400 and nothing changes', async () => {
    const { checkout: started } = await checkout();
    stripe.setStatus(started.providerSubscriptionId, 'active');
    const payload = JSON.stringify({
      id: 'evt_forged',
      type: 'invoice.paid',
      data: { object: invoice('in_forged', started.providerSubscriptionId, 1) },
    });
    const header = await signer.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: 'whsec_someone_else',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect((await tables.subscription(started.subscriptionId))?.status).toBe('pending');
    expect(await tables.paymentsOf(started.subscriptionId)).toEqual([]);
  });

  test('subscription.updated before invoice.paid: active once, one email, one payment', async () => {
    const { checkout: started, input } = await checkout();
    const ref = started.providerSubscriptionId;
    stripe.setStatus(ref, 'active');
    await sendEvent('customer.subscription.updated', { id: ref, object: 'subscription' });
    expect((await tables.subscription(started.subscriptionId))?.status).toBe('active');
    await sendEvent('invoice.paid', invoice('in_late', ref, 3500));
    expect((await tables.subscription(started.subscriptionId))?.status).toBe('active');
    expect(await tables.paymentsOf(started.subscriptionId)).toHaveLength(1);
    // The confirmation and the one receipt.
    expect(await tables.mailTo(input.email)).toHaveLength(2);
  });

  test('a stale invoice.paid cannot activate a checkout Stripe has dropped', async () => {
    const { checkout: started } = await checkout();
    const ref = started.providerSubscriptionId;
    stripe.setStatus(ref, 'canceled');
    await sendEvent('customer.subscription.deleted', { id: ref, object: 'subscription' });
    await sendEvent('invoice.paid', invoice('in_stale', ref, 3500));
    // Never paid, dropped by Stripe: it stays an unfinished checkout, and is not activated.
    expect((await tables.subscription(started.subscriptionId))?.status).toBe('pending');
    expect(await tables.paymentsOf(started.subscriptionId)).toHaveLength(1);
  });

  test('a decline on the checkout page is neither a bill nor an email', async () => {
    const { checkout: started, input } = await checkout();
    const response = await sendEvent('invoice.payment_failed', {
      ...invoice('in_first', started.providerSubscriptionId, 3500),
      last_finalization_error: { message: 'Your card has insufficient funds.' },
    });
    expect(response.statusCode).toBe(200);
    expect(await tables.paymentsOf(started.subscriptionId)).toEqual([]);
    expect(await tables.mailTo(input.email)).toEqual([]);
  });

  test('a failed renewal records the failure and emails the customer', async () => {
    const { checkout: started, input } = await checkout();
    const ref = started.providerSubscriptionId;
    stripe.setStatus(ref, 'active');
    await sendEvent('invoice.paid', invoice('in_first_paid', ref, 3500));
    stripe.setStatus(ref, 'past_due');
    const response = await sendEvent('invoice.payment_failed', {
      ...invoice('in_renewal', ref, 3500),
      last_finalization_error: { message: 'Your card has insufficient funds.' },
    });
    expect(response.statusCode).toBe(200);
    expect(await tables.paymentsOf(started.subscriptionId)).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: 'failed', amountCents: 3500 })]),
    );
    const [mail] = await tables.mailTo(input.email);
    expect(mail?.subject).toBe('Payment failed for your Standard plan');
    expect(mail?.text).toContain('Your card has insufficient funds.');
  });

  test('Stripe unreachable while re-fetching: 503 so Stripe retries, nothing recorded', async () => {
    const { checkout: started } = await checkout();
    stripe.failNext(`GET /v1/subscriptions/${started.providerSubscriptionId}`, {
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'nope' } },
    });
    const response = await sendEvent(
      'invoice.paid',
      invoice('in_x', started.providerSubscriptionId, 3500),
      'evt_unreachable',
    );
    expect(response.statusCode).toBe(503);
    expect(await tables.events()).not.toContainEqual(
      expect.objectContaining({ eventId: 'evt_unreachable' }),
    );
    expect(await tables.paymentsOf(started.subscriptionId)).toEqual([]);
  });
});

describe('lifecycle', () => {
  async function activeCheckout() {
    const started = await checkout();
    stripe.setStatus(started.checkout.providerSubscriptionId, 'active');
    await sendEvent(
      'invoice.paid',
      invoice(`in_${Math.random()}`, started.checkout.providerSubscriptionId, 3500),
    );
    return started;
  }

  test('pause sets pause_collection with a 30-day resumes_at; resume clears it', async () => {
    const { client, checkout: started } = await activeCheckout();
    const ref = started.providerSubscriptionId;
    const before = Math.floor(Date.now() / 1000);
    expect(
      (await client.post(`/api/subscriptions/${started.subscriptionId}/pause`)).statusCode,
    ).toBe(200);
    const [pause] = stripe.sent(`POST /v1/subscriptions/${ref}`);
    const form = formOf(pause!);
    expect(form['pause_collection[behavior]']).toBe('void');
    const resumesAt = Number(form['pause_collection[resumes_at]']);
    expect(resumesAt - before).toBeGreaterThanOrEqual(30 * 24 * 3600 - 5);
    expect(resumesAt - before).toBeLessThanOrEqual(30 * 24 * 3600 + 5);

    stripe.requests.length = 0;
    const resumed = await client.post(`/api/subscriptions/${started.subscriptionId}/resume`);
    expect(resumed.json<Subscription>().status).toBe('active');
    expect(formOf(stripe.sent(`POST /v1/subscriptions/${ref}`)[0]!)).toEqual({
      pause_collection: '',
    });
  });

  test('the next charge is the end of the item period Stripe reports', async () => {
    const { client } = await activeCheckout();
    const list = (await client.get('/api/subscriptions')).json<Subscription[]>();
    const end = new Date(FAKE_PERIOD.current_period_end * 1000).toISOString();
    expect(list[0]).toMatchObject({
      currentPeriodStart: new Date(FAKE_PERIOD.current_period_start * 1000).toISOString(),
      currentPeriodEnd: end,
      nextCharge: { date: end, amount: 3500 },
    });
  });

  test('an upgrade is invoiced at once, prorated from the moment quoted; cancel deletes', async () => {
    const { client, checkout: started } = await activeCheckout();
    const ref = started.providerSubscriptionId;
    // Halfway through the period.
    const now = Math.floor(Date.now() / 1000);
    stripe.setPeriod(ref, now - 15 * 86_400, now + 15 * 86_400);
    await sendEvent('customer.subscription.updated', { id: ref, object: 'subscription' });
    const before = Math.floor(Date.now() / 1000);
    const changed = await client.post(`/api/subscriptions/${started.subscriptionId}/change-plan`, {
      plan: 'premium',
    });
    expect(changed.json<Subscription>()).toMatchObject({ plan: 'premium', price: 5000 });
    const update = formOf(stripe.sent(`POST /v1/subscriptions/${ref}`).at(-1)!);
    const premiumPrice = stripe.prices.find((p) => p.unit_amount === 5000)!.id;
    expect(update).toMatchObject({
      'items[0][id]': stripe.subscription(ref)!.items.data[0]!.id,
      'items[0][price]': premiumPrice,
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
    });
    expect(Number(update.proration_date)).toBeGreaterThanOrEqual(before);
    expect(Number(update.proration_date)).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));

    const cancelled = await client.post(`/api/subscriptions/${started.subscriptionId}/cancel`, {
      reason: 'too-expensive',
    });
    // Cancelled at Stripe now, without a refund; the half month paid is still served.
    const paidUntil = new Date((now + 15 * 86_400) * 1000).toISOString();
    expect(cancelled.json<Subscription>()).toMatchObject({
      status: 'cancelled',
      serviceEndsAt: paidUntil,
      nextCharge: null,
    });
    const [deleted] = stripe.sent(`DELETE /v1/subscriptions/${ref}`);
    expect(deleted).toBeDefined();
    expect({ ...Object.fromEntries(deleted!.query), ...formOf(deleted!) }).toMatchObject({
      prorate: 'false',
      invoice_now: 'false',
    });
    expect(stripe.subscription(ref)?.status).toBe('canceled');
    // Stripe's own word that it ended changes nothing here.
    await sendEvent('customer.subscription.deleted', { id: ref, object: 'subscription' });
    expect(await tables.subscription(started.subscriptionId)).toMatchObject({
      status: 'cancelled',
      serviceEndsAt: new Date(paidUntil),
      cancelReason: 'too-expensive',
    });
  });

  test('ended at Stripe (its dashboard), the period paid is still served', async () => {
    const { checkout: started } = await activeCheckout();
    const ref = started.providerSubscriptionId;
    const now = Math.floor(Date.now() / 1000);
    stripe.setPeriod(ref, now - 5 * 86_400, now + 25 * 86_400);
    await sendEvent('customer.subscription.updated', { id: ref, object: 'subscription' });
    stripe.setStatus(ref, 'canceled');
    await sendEvent('customer.subscription.deleted', { id: ref, object: 'subscription' });
    expect(await tables.subscription(started.subscriptionId)).toMatchObject({
      status: 'cancelled',
      serviceEndsAt: new Date((now + 25 * 86_400) * 1000),
      cancelReason: null,
    });
  });

  test('a downgrade changes the price from the renewal, with nothing invoiced now', async () => {
    const { client, checkout: started } = await activeCheckout();
    const ref = started.providerSubscriptionId;
    const changed = await client.post(`/api/subscriptions/${started.subscriptionId}/change-plan`, {
      plan: 'basic',
    });
    const end = new Date(FAKE_PERIOD.current_period_end * 1000).toISOString();
    expect(changed.json<Subscription>()).toMatchObject({
      plan: 'standard',
      pendingPlan: 'basic',
      pendingPlanAt: end,
      nextCharge: { date: end, amount: 2500 },
    });
    const update = formOf(stripe.sent(`POST /v1/subscriptions/${ref}`).at(-1)!);
    expect(update).toEqual({
      'items[0][id]': stripe.subscription(ref)!.items.data[0]!.id,
      'items[0][price]': stripe.prices.find((p) => p.unit_amount === 2500)!.id,
      proration_behavior: 'none',
    });
  });

  test('a card Stripe refuses for an upgrade leaves the plan as it was', async () => {
    const { client, checkout: started } = await activeCheckout();
    stripe.failNext(`POST /v1/subscriptions/${started.providerSubscriptionId}`, {
      status: 402,
      body: { error: { type: 'card_error', message: 'Your card has insufficient funds.' } },
    });
    const refused = await client.post(`/api/subscriptions/${started.subscriptionId}/change-plan`, {
      plan: 'premium',
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ message: 'Your card has insufficient funds.' });
    expect(await tables.subscription(started.subscriptionId)).toMatchObject({
      plan: 'standard',
      priceCents: 3500,
    });
  });

  test('a Stripe failure on pause is a 502 and the subscription stays active', async () => {
    const { client, checkout: started } = await activeCheckout();
    stripe.failNext(`POST /v1/subscriptions/${started.providerSubscriptionId}`, {
      status: 400,
      body: {
        error: { type: 'invalid_request_error', message: 'This subscription cannot be paused' },
      },
    });
    const response = await client.post(`/api/subscriptions/${started.subscriptionId}/pause`);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: PAYMENT_MESSAGES.providerUnavailable });
    expect((await tables.subscription(started.subscriptionId))?.status).toBe('active');
  });
});

describe('a failed renewal (docs/product.md#failed-renewals)', () => {
  async function activeCheckout() {
    const started = await checkout();
    const ref = started.checkout.providerSubscriptionId;
    stripe.setStatus(ref, 'active');
    await sendEvent('invoice.paid', invoice(`in_first_${ref}`, ref, 3500));
    return { ...started, ref };
  }
  const subjects = async (email: string) => (await tables.mailTo(email)).map((m) => m.subject);

  test('past due with one email per invoice however many retries, restored when paid', async () => {
    const { ref, checkout: started, input } = await activeCheckout();
    stripe.setStatus(ref, 'past_due');
    for (const attempt of [1, 2, 3]) {
      const response = await sendEvent(
        'invoice.payment_failed',
        invoice(`in_renewal_${ref}`, ref, 3500),
        `evt_retry_${attempt}_${ref}`,
      );
      expect(response.statusCode).toBe(200);
    }
    expect((await tables.subscription(started.subscriptionId))?.status).toBe('past_due');
    expect(
      (await subjects(input.email)).filter((s) => s.startsWith('Payment failed')),
    ).toHaveLength(1);

    // Stripe's retries are over: unpaid, which is our suspended.
    stripe.setStatus(ref, 'unpaid');
    await sendEvent('customer.subscription.updated', { id: ref, object: 'subscription' });
    expect((await tables.subscription(started.subscriptionId))?.status).toBe('suspended');

    stripe.setStatus(ref, 'active');
    await sendEvent('invoice.paid', invoice(`in_renewal_${ref}`, ref, 3500));
    expect((await tables.subscription(started.subscriptionId))?.status).toBe('active');
    expect(
      (await tables.paymentsOf(started.subscriptionId)).map((p) => [p.providerRef, p.status]),
    ).toEqual(
      expect.arrayContaining([
        [`in_first_${ref}`, 'paid'],
        [`in_renewal_${ref}`, 'paid'],
      ]),
    );
    expect(await tables.paymentsOf(started.subscriptionId)).toHaveLength(2);
    expect((await subjects(input.email)).slice(0, 2)).toEqual([
      receiptSubject,
      'Your pickups are back on',
    ]);
  });

  test('a failure delivered after its invoice was paid changes nothing', async () => {
    const { ref, checkout: started, input } = await activeCheckout();
    await sendEvent('invoice.paid', invoice(`in_r_${ref}`, ref, 3500));
    await sendEvent('invoice.payment_failed', invoice(`in_r_${ref}`, ref, 3500));
    expect((await tables.subscription(started.subscriptionId))?.status).toBe('active');
    expect(
      (await tables.paymentsOf(started.subscriptionId)).every((p) => p.status === 'paid'),
    ).toBe(true);
    expect(await subjects(input.email)).toEqual([
      receiptSubject,
      receiptSubject,
      'Your Standard plan is active',
    ]);
  });
});

describe('a new payment method (docs/product.md#payment-method)', () => {
  async function pastDue() {
    const started = await checkout();
    const ref = started.checkout.providerSubscriptionId;
    stripe.setStatus(ref, 'active');
    await sendEvent('invoice.paid', invoice(`in_first_${ref}`, ref, 3500));
    stripe.setStatus(ref, 'past_due');
    stripe.openInvoice(ref, `in_open_${ref}`);
    await sendEvent('invoice.payment_failed', invoice(`in_open_${ref}`, ref, 3500));
    return { ...started, ref };
  }

  test('a SetupIntent for the Payment Element; the card made default and the open invoice paid at once', async () => {
    const { client, ref, checkout: started } = await pastDue();
    const id = started.subscriptionId;
    const setup = await client.post(`/api/subscriptions/${id}/payment-method`);
    expect(setup.json()).toEqual({
      kind: 'card-form',
      provider: 'stripe',
      clientSecret: expect.stringMatching(/^seti_\d+_secret_fake$/),
    });
    const [create] = stripe.sent('POST /v1/setup_intents');
    expect(formOf(create!)).toMatchObject({
      customer: stripe.subscription(ref)!.customer,
      usage: 'off_session',
      'metadata[subscription]': ref,
    });
    const intent = `seti_${/seti_(\d+)_/.exec(setup.json<{ clientSecret: string }>().clientSecret)![1]}`;
    stripe.confirmSetup(intent, { brand: 'mastercard', last4: '4444' });

    const done = await client.post(`/api/subscriptions/${id}/payment-method/complete`, {
      token: intent,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json<Subscription>()).toMatchObject({
      status: 'active',
      pastDue: null,
      card: { brand: 'Mastercard', last4: '4444' },
    });
    expect(stripe.subscription(ref)!.default_payment_method).toBe(`pm_${intent}`);
    expect(formOf(stripe.sent(`POST /v1/invoices/in_open_${ref}/pay`)[0]!)).toEqual({
      payment_method: `pm_${intent}`,
    });
    expect(stripe.invoice(`in_open_${ref}`)?.status).toBe('paid');
  });

  test("a setup intent that is not this subscription's, or not confirmed, is refused", async () => {
    const { client, checkout: started } = await pastDue();
    const other = await pastDue();
    const setup = await other.client.post(
      `/api/subscriptions/${other.checkout.subscriptionId}/payment-method`,
    );
    const intent = `seti_${/seti_(\d+)_/.exec(setup.json<{ clientSecret: string }>().clientSecret)![1]}`;
    const unconfirmed = await other.client.post(
      `/api/subscriptions/${other.checkout.subscriptionId}/payment-method/complete`,
      { token: intent },
    );
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toEqual({ message: PAYMENT_MESSAGES.cardNotSaved });
    stripe.confirmSetup(intent, { brand: 'visa', last4: '1881' });
    const theirs = await client.post(
      `/api/subscriptions/${started.subscriptionId}/payment-method/complete`,
      { token: intent },
    );
    expect(theirs.statusCode).toBe(409);
    expect((await tables.subscription(started.subscriptionId))?.status).toBe('past_due');
  });

  /** The customer confirms the Payment Element with a new Visa. */
  async function newCardConfirmed(client: TestClient, id: number) {
    const setup = await client.post(`/api/subscriptions/${id}/payment-method`);
    const intent = `seti_${/seti_(\d+)_/.exec(setup.json<{ clientSecret: string }>().clientSecret)![1]}`;
    stripe.confirmSetup(intent, { brand: 'visa', last4: '1881' });
    return intent;
  }
  const subjects = async (email: string) => (await tables.mailTo(email)).map((m) => m.subject);

  test('repeated and late deliveries: the invoice is charged once, one failure email, one invoice', async () => {
    const { client, ref, checkout: started, input } = await pastDue();
    const id = started.subscriptionId;
    const intent = await newCardConfirmed(client, id);
    const done = await client.post(`/api/subscriptions/${id}/payment-method/complete`, {
      token: intent,
    });
    expect(done.json<Subscription>()).toMatchObject({ status: 'active' });

    // Stripe's event about the same card arrives after the browser, then again.
    const first = await sendEvent(
      'setup_intent.succeeded',
      stripe.setupIntent(intent)!,
      `evt_si_${ref}`,
    );
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const again = await sendEvent(
      'setup_intent.succeeded',
      stripe.setupIntent(intent)!,
      `evt_si_${ref}`,
    );
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(stripe.sent(`POST /v1/invoices/in_open_${ref}/pay`)).toHaveLength(1);

    // The old failure overtaken by the payment, then the payment itself.
    await sendEvent('invoice.payment_failed', invoice(`in_open_${ref}`, ref, 3500));
    await sendEvent('invoice.paid', invoice(`in_open_${ref}`, ref, 3500));
    await sendEvent('invoice.paid', invoice(`in_open_${ref}`, ref, 3500));
    expect(await tables.subscription(id)).toMatchObject({ status: 'active', cardLast4: '1881' });
    expect((await tables.paymentsOf(id)).map((p) => [p.providerRef, p.status]).sort()).toEqual([
      [`in_first_${ref}`, 'paid'],
      [`in_open_${ref}`, 'paid'],
    ]);
    expect(
      (await subjects(input.email)).filter((m) => m.startsWith('Payment failed')),
    ).toHaveLength(1);
  });

  test('the webhook before the browser: coming back charges nothing more', async () => {
    const { client, ref, checkout: started } = await pastDue();
    const id = started.subscriptionId;
    const intent = await newCardConfirmed(client, id);
    await sendEvent('setup_intent.succeeded', stripe.setupIntent(intent)!);
    expect((await tables.subscription(id))?.status).toBe('active');
    const done = await client.post(`/api/subscriptions/${id}/payment-method/complete`, {
      token: intent,
    });
    expect(done.json<Subscription>()).toMatchObject({
      status: 'active',
      card: { brand: 'Visa', last4: '1881' },
    });
    expect(stripe.sent(`POST /v1/invoices/in_open_${ref}/pay`)).toHaveLength(1);
  });

  test('a card saved for a subscription cancelled meanwhile changes nothing at Stripe', async () => {
    const { client, ref, checkout: started } = await pastDue();
    const id = started.subscriptionId;
    const intent = await newCardConfirmed(client, id);
    expect((await client.post(`/api/subscriptions/${id}/cancel`)).statusCode).toBe(200);
    stripe.requests.length = 0;
    const delivered = await sendEvent('setup_intent.succeeded', stripe.setupIntent(intent)!);
    expect(delivered.statusCode).toBe(200);
    expect(stripe.sent(`POST /v1/subscriptions/${ref}`)).toEqual([]);
    expect(stripe.sent(`POST /v1/invoices`)).toEqual([]);
    expect((await tables.subscription(id))?.status).toBe('cancelled');
    const late = await client.post(`/api/subscriptions/${id}/payment-method/complete`, {
      token: intent,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: PAYMENT_MESSAGES.paymentMethodCancelled });
  });

  test('setup_intent.succeeded does the same when the browser never came back', async () => {
    const { client, ref, checkout: started } = await pastDue();
    const setup = await client.post(`/api/subscriptions/${started.subscriptionId}/payment-method`);
    const intent = `seti_${/seti_(\d+)_/.exec(setup.json<{ clientSecret: string }>().clientSecret)![1]}`;
    stripe.confirmSetup(intent, { brand: 'visa', last4: '1881' });
    const delivered = await sendEvent('setup_intent.succeeded', stripe.setupIntent(intent)!);
    expect(delivered.json()).toEqual({ received: true, duplicate: false });
    expect(await tables.subscription(started.subscriptionId)).toMatchObject({
      status: 'active',
      cardLast4: '1881',
    });
    expect(stripe.invoice(`in_open_${ref}`)?.status).toBe('paid');
  });
});

describe('credits', () => {
  test("a credit is a negative balance on the subscription's customer, taken once per key", async () => {
    const { checkout: started } = await checkout();
    const ref = started.providerSubscriptionId;
    const provider = t.app.paymentProviders.byName('stripe')!;
    const before = stripe.balanceTransactions.length;
    for (let i = 0; i < 2; i++) {
      expect(await provider.creditNextBill(ref, 1250, 'Missed pickup', `ticket-1-${ref}`)).toBe(
        true,
      );
    }
    expect(stripe.balanceTransactions.slice(before)).toEqual([
      { customer: expect.stringMatching(/^cus_/), amount: -1250, description: 'Missed pickup' },
    ]);
  });
});
