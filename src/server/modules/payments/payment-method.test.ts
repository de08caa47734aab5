import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages.ts';
import type {
  BillingEntry,
  CreateSubscriptionResponse,
  PaymentMethodSetup,
  PaypalSubscriptionResponse,
} from '../../../domain/schemas/payments.ts';
import type { CustomerServices } from '../../../domain/schemas/service-schedule.ts';
import type { Subscription } from '../../../domain/schemas/subscription.ts';
import { paymentTables, receiptSubject } from '../../../test/fakes/payment-helpers.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';

// docs/product.md#payment-method on the built-in sandbox (card and PayPal-like flows).

let t: TestApp;
let tables: ReturnType<typeof paymentTables>;
beforeAll(async () => {
  t = await createTestApp();
  tables = paymentTables(t.db);
});
afterAll(() => t?.close());

const card = (clientSecret: string, cardNumber: string) => ({
  clientSecret,
  cardNumber,
  expiry: '12/34',
  cvc: '123',
});

async function subscribedByCard() {
  const customer = await t.signUp();
  const checkout = (
    await customer.client.post('/api/create-subscription', { plan: 'standard' })
  ).json<CreateSubscriptionResponse>();
  await t
    .client()
    .post('/api/sandbox/card-payments', card(checkout.clientSecret, '4242424242424242'));
  return { ...customer, id: checkout.subscriptionId };
}

async function subscribedByPaypal() {
  const customer = await t.signUp();
  const { subscriptionId } = (
    await customer.client.post('/api/subscription-info', { planType: 'standard' })
  ).json<{ subscriptionId: number }>();
  const { id } = (
    await customer.client.post('/api/paypal/subscription', { subscriptionId, planType: 'standard' })
  ).json<PaypalSubscriptionResponse>();
  await t.client().post(`/api/sandbox/checkouts/${id}/decision`, { action: 'approve' });
  return { ...customer, id: subscriptionId };
}

/** The renewal is declined, then (with `suspend`) the provider gives up. */
async function failRenewal(client: TestClient, id: number, suspend = false) {
  await client.post(`/api/sandbox/subscriptions/${id}/fail-next-renewal`);
  await client.post(`/api/sandbox/subscriptions/${id}/renew`);
  if (suspend) await client.post(`/api/sandbox/subscriptions/${id}/renew`);
}

const current = async (client: TestClient) =>
  (await client.get('/api/subscriptions')).json<Subscription[]>()[0]!;
const bills = async (client: TestClient) =>
  (await client.get('/api/payments')).json<BillingEntry[]>();

describe('a new card (sandbox)', () => {
  test('the card says which one it is; a new one is saved and shown', async () => {
    const { client, id } = await subscribedByCard();
    expect((await current(client)).card).toEqual({ brand: 'Visa', last4: '4242' });
    const setup = await client.post(`/api/subscriptions/${id}/payment-method`);
    expect(setup.statusCode).toBe(200);
    const form = setup.json<PaymentMethodSetup>();
    expect(form).toEqual({
      kind: 'card-form',
      provider: 'sandbox',
      clientSecret: expect.any(String),
    });
    if (form.kind !== 'card-form') return;

    // A declined card is refused at the form, and nothing changes.
    const declined = await t
      .client()
      .post('/api/sandbox/payment-methods', card(form.clientSecret, '4000 0000 0000 0002'));
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: PAYMENT_MESSAGES.cardDeclined });

    const saved = await t
      .client()
      .post('/api/sandbox/payment-methods', card(form.clientSecret, '4242 4242 4242 4242'));
    expect(saved.json()).toEqual({ status: 'saved' });
    const done = await client.post(`/api/subscriptions/${id}/payment-method/complete`, {});
    expect(done.json<Subscription>()).toMatchObject({ status: 'active', pastDue: null });
  });

  test('past due: the open invoice is charged to the new card at once; one invoice, paid', async () => {
    const { client, id, input } = await subscribedByCard();
    await failRenewal(client, id);
    const form = (
      await client.post(`/api/subscriptions/${id}/payment-method`)
    ).json<PaymentMethodSetup>();
    if (form.kind !== 'card-form') throw new Error('a card form was expected');
    await t
      .client()
      .post('/api/sandbox/payment-methods', card(form.clientSecret, '4242424242424242'));
    const done = await client.post(`/api/subscriptions/${id}/payment-method/complete`, {});
    expect(done.json<Subscription>()).toMatchObject({ status: 'active', pastDue: null });
    expect((await bills(client)).map((b) => [b.amount, b.status])).toEqual([
      [3500, 'paid'],
      [3500, 'paid'],
    ]);
    // Doing it again charges nothing more.
    await client.post(`/api/subscriptions/${id}/payment-method/complete`, {});
    expect(await bills(client)).toHaveLength(2);
    expect((await tables.mailTo(input.email)).map((m) => m.subject)).toEqual([
      receiptSubject,
      'Payment failed for your Standard plan',
      receiptSubject,
      'Your Standard plan is active',
    ]);
  });

  test('suspended: paying brings the pickups back, and the customer is told', async () => {
    const { client, id, input } = await subscribedByCard();
    await failRenewal(client, id, true);
    expect((await current(client)).status).toBe('suspended');
    const form = (
      await client.post(`/api/subscriptions/${id}/payment-method`)
    ).json<PaymentMethodSetup>();
    if (form.kind !== 'card-form') throw new Error('a card form was expected');
    await t
      .client()
      .post('/api/sandbox/payment-methods', card(form.clientSecret, '4242424242424242'));
    await client.post(`/api/subscriptions/${id}/payment-method/complete`, {});
    expect(await current(client)).toMatchObject({
      status: 'active',
      nextPickup: expect.any(String),
    });
    const { upcoming } = (await client.get('/api/service-schedules')).json<CustomerServices>();
    expect(upcoming.length).toBeGreaterThan(0);
    expect((await tables.mailTo(input.email)).slice(0, 2).map((m) => m.subject)).toEqual([
      receiptSubject,
      'Your pickups are back on',
    ]);
  });
});

describe('PayPal (sandbox): approve again', () => {
  test('goes to the approval page and comes back to the billing tab; the balance is paid', async () => {
    const { client, id } = await subscribedByPaypal();
    await failRenewal(client, id);
    const setup = (
      await client.post(`/api/subscriptions/${id}/payment-method`)
    ).json<PaymentMethodSetup>();
    expect(setup).toEqual({
      kind: 'redirect',
      url: expect.stringMatching(/^http:\/\/app\.test\/sandbox-paypal\?token=SBXRA-/),
    });
    if (setup.kind !== 'redirect') return;
    const token = new URL(setup.url).searchParams.get('token')!;
    const page = (await t.client().get(`/api/sandbox/checkouts/${token}`)).json();
    expect(page).toMatchObject({ status: 'pending', plan: 'standard', amountCents: 3500 });
    const decided = await t.client().post(`/api/sandbox/checkouts/${token}/decision`, {
      action: 'approve',
    });
    expect(decided.json()).toEqual({
      redirectUrl: `http://app.test/client-portal?tab=billing&payment_method=approved&subscription=${id}`,
    });
    const done = await client.post(`/api/subscriptions/${id}/payment-method/complete`, {});
    expect(done.json<Subscription>()).toMatchObject({ status: 'active', card: null });
  });

  test('turning back on the approval page comes back saying so', async () => {
    const { client, id } = await subscribedByPaypal();
    const setup = (
      await client.post(`/api/subscriptions/${id}/payment-method`)
    ).json<PaymentMethodSetup>();
    if (setup.kind !== 'redirect') throw new Error('a redirect was expected');
    const token = new URL(setup.url).searchParams.get('token')!;
    const decided = await t.client().post(`/api/sandbox/checkouts/${token}/decision`, {
      action: 'cancel',
    });
    expect(decided.json<{ redirectUrl: string }>().redirectUrl).toContain(
      'payment_method=cancelled',
    );
  });
});

describe('refused', () => {
  test('a cancelled subscription has no payment method to update: 409, nothing at the provider', async () => {
    const { client, id } = await subscribedByCard();
    await client.post(`/api/subscriptions/${id}/cancel`);
    for (const path of ['payment-method', 'payment-method/complete']) {
      const response = await client.post(`/api/subscriptions/${id}/${path}`, {});
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: PAYMENT_MESSAGES.paymentMethodCancelled });
    }
  });

  test('past due with no new card given: 409, still owing, nothing paid', async () => {
    const { client, id } = await subscribedByCard();
    await failRenewal(client, id);
    await client.post(`/api/subscriptions/${id}/payment-method`);
    const response = await client.post(`/api/subscriptions/${id}/payment-method/complete`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: PAYMENT_MESSAGES.cardNotSaved });
    expect((await current(client)).status).toBe('past_due');
    expect((await bills(client)).map((b) => b.status)).toEqual(['failed', 'paid']);
  });

  test("someone else's subscription is not found; a subscription not paid online is a 409", async () => {
    const owner = await subscribedByCard();
    const stranger = await t.signUp();
    const other = await stranger.client.post(`/api/subscriptions/${owner.id}/payment-method`);
    expect(other.statusCode).toBe(404);
    const offline = await t.customerWith('active');
    const response = await offline.client.post(`/api/subscriptions/${offline.id}/payment-method`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: PAYMENT_MESSAGES.paymentMethodOffline });
  });
});
