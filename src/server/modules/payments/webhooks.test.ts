import type { IncomingHttpHeaders } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages.ts';
import type {
  CreateSubscriptionResponse,
  SandboxWebhookEvent,
} from '../../../domain/schemas/payments.ts';
import { paymentTables } from '../../../test/fakes/payment-helpers.ts';
import { failSubscriptionWrites } from '../../../test/db-faults.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { SandboxProviderName } from './sandbox-provider.ts';
import { sandboxWebhookHeaders, sandboxWebhookKey } from './sandbox-webhooks.ts';

let t: TestApp;
let tables: ReturnType<typeof paymentTables>;
/** The signed deliveries the sandbox made, held back so each test delivers them its own way. */
let captured: Delivery[];
type Delivery = { provider?: SandboxProviderName; raw: Buffer; headers: IncomingHttpHeaders };

beforeAll(async () => {
  t = await createTestApp();
  tables = paymentTables(t.db);
});
afterAll(() => t?.close());
beforeEach(() => {
  captured = [];
  t.app.paymentProviders.sandbox!.connect(async (provider, raw, headers) => {
    captured.push({ provider, raw, headers });
  });
});

const deliver = (d: Delivery) =>
  t.app.inject({
    method: 'POST',
    url: `/api/webhooks/${d.provider ?? 'sandbox'}`,
    headers: d.headers as Record<string, string>,
    payload: d.raw,
  });
const typeOf = (d: { raw: Buffer }) => (JSON.parse(d.raw.toString()) as SandboxWebhookEvent).type;

/** A card checkout paid with the test card; its webhooks are captured, not yet delivered. */
async function paidCheckout() {
  const customer = await t.signUp();
  const checkout = (
    await customer.client.post('/api/create-subscription', { plan: 'standard' })
  ).json<CreateSubscriptionResponse>();
  const paid = await t.client().post('/api/sandbox/card-payments', {
    clientSecret: checkout.clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  });
  expect(paid.statusCode).toBe(200);
  expect(captured.map(typeOf)).toEqual(['invoice.paid']);
  return { ...customer, checkout, invoicePaid: captured[0]! };
}

describe('webhook verification', () => {
  test('a bad signature is a 400 and changes nothing', async () => {
    const { checkout, invoicePaid } = await paidCheckout();
    const tampered = Buffer.from(
      invoicePaid.raw.toString().replace('"amount_cents":3500', '"amount_cents":1'),
    );
    const forged = await deliver({ raw: tampered, headers: invoicePaid.headers });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: PAYMENT_MESSAGES.invalidSignature });

    const unsigned = await deliver({
      raw: invoicePaid.raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);

    expect((await tables.subscription(checkout.subscriptionId))?.status).toBe('pending');
    expect(await tables.paymentsOf(checkout.subscriptionId)).toEqual([]);
    expect(await tables.events()).toEqual([]);
  });

  test('a stale signature timestamp is refused', async () => {
    const { invoicePaid } = await paidCheckout();
    vi.useFakeTimers({ now: Date.now() + 10 * 60_000, toFake: ['Date'] });
    try {
      expect((await deliver(invoicePaid)).statusCode).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });

  test('an unknown provider path is a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/venmo',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('malformed events with a genuine signature', () => {
  const signed = (raw: string): Delivery => ({
    raw: Buffer.from(raw),
    headers: sandboxWebhookHeaders(sandboxWebhookKey(t.config.dataDir), raw),
  });

  test('each is a 400 that says what is wrong, and writes nothing', async () => {
    const { checkout } = await paidCheckout();
    const invoicePaid = (data: Record<string, unknown>) =>
      JSON.stringify({
        id: `evt_sbx_bad_${Object.keys(data).join('_')}_${String(data.amount_cents)}`,
        type: 'invoice.paid',
        data: { subscription: checkout.providerSubscriptionId, invoice: 'in_sbx_bad', ...data },
      });
    const cases: [string, string, Record<string, string[]>][] = [
      ['no amount', invoicePaid({}), { 'data.amount_cents': [expect.any(String)] }],
      ['not JSON', '{"id": "evt_sbx_cut', { _: ['The body is not valid JSON'] }],
      [
        'an amount beyond a database integer',
        invoicePaid({ amount_cents: 2_147_483_648 }),
        { 'data.amount_cents': [expect.any(String)] },
      ],
      [
        'an amount as text',
        invoicePaid({ amount_cents: '3500' }),
        { 'data.amount_cents': [expect.any(String)] },
      ],
      [
        'a fractional amount',
        invoicePaid({ amount_cents: 35.5 }),
        { 'data.amount_cents': [expect.any(String)] },
      ],
      [
        'a subscription reference that is a number',
        JSON.stringify({
          id: 'evt_sbx_bad_ref',
          type: 'invoice.paid',
          data: { subscription: 42, invoice: 'in_sbx_bad', amount_cents: 3500 },
        }),
        { 'data.subscription': [expect.any(String)] },
      ],
      [
        'an unknown event type',
        JSON.stringify({ id: 'evt_sbx_bad_type', type: 'invoice.voided', data: {} }),
        { type: [expect.any(String)] },
      ],
      [
        'no event id',
        JSON.stringify({ type: 'subscription.activated', data: {} }),
        {
          id: [expect.any(String)],
          'data.subscription': [expect.any(String)],
        },
      ],
      ['an array', '[]', { _: [expect.any(String)] }],
    ];
    for (const [name, raw, errors] of cases) {
      const response = await deliver(signed(raw));
      expect({ name, status: response.statusCode }).toEqual({ name, status: 400 });
      expect(response.json(), name).toEqual({
        message: PAYMENT_MESSAGES.invalidWebhookEvent,
        errors,
      });
    }
    expect(await tables.paymentsOf(checkout.subscriptionId)).toEqual([]);
    const claimed = (await tables.events()).filter((e) => e.eventId.startsWith('evt_sbx_bad'));
    expect(claimed).toEqual([]);
    expect((await tables.subscription(checkout.subscriptionId))?.status).toBe('pending');
  });
});

describe('webhook handling', () => {
  test('the same event twice has one effect', async () => {
    const { checkout, invoicePaid, input } = await paidCheckout();
    const first = await deliver(invoicePaid);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const second = await deliver(invoicePaid);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ received: true, duplicate: true });

    expect((await tables.subscription(checkout.subscriptionId))?.status).toBe('active');
    expect(await tables.paymentsOf(checkout.subscriptionId)).toHaveLength(1);
    // The confirmation and the receipt, once each.
    expect(await tables.mailTo(input.email)).toHaveLength(2);
  });

  test('two deliveries racing for the same event still have one effect', async () => {
    const { checkout, invoicePaid, input } = await paidCheckout();
    const results = await Promise.all([deliver(invoicePaid), deliver(invoicePaid)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await tables.paymentsOf(checkout.subscriptionId)).toHaveLength(1);
    // The confirmation and the receipt, once each.
    expect(await tables.mailTo(input.email)).toHaveLength(2);
  });

  test('events out of order: the state comes from the provider, never moves backwards', async () => {
    // The PayPal-like flow sends subscription.activated, then invoice.paid; deliver them reversed.
    const visitor = await t.signUp();
    const { subscriptionId } = (
      await visitor.client.post('/api/subscription-info', { planType: 'premium' })
    ).json<{ subscriptionId: number }>();
    const { id } = (
      await visitor.client.post('/api/paypal/subscription', { subscriptionId, planType: 'premium' })
    ).json<{ id: string }>();
    await t.client().post(`/api/sandbox/checkouts/${id}/decision`, { action: 'approve' });
    expect(captured.map(typeOf)).toEqual(['subscription.activated', 'invoice.paid']);
    expect(captured.map((d) => d.provider)).toEqual(['sandbox-paypal', 'sandbox-paypal']);
    const [activated, invoicePaid] = captured as [(typeof captured)[0], (typeof captured)[0]];

    expect((await deliver(invoicePaid)).statusCode).toBe(200);
    expect((await tables.subscription(subscriptionId))?.status).toBe('active');
    expect((await deliver(activated)).statusCode).toBe(200);
    expect((await tables.subscription(subscriptionId))?.status).toBe('active');
    expect(await tables.mailTo(visitor.input.email)).toHaveLength(2);

    // The customer cancels; a late, genuine activation event must not bring it back.
    await visitor.client.post(`/api/subscriptions/${subscriptionId}/cancel`);
    const late = JSON.stringify({
      id: 'evt_sbx_late',
      type: 'subscription.activated',
      data: { subscription: id },
    } satisfies SandboxWebhookEvent);
    const response = await deliver({
      provider: 'sandbox-paypal',
      raw: Buffer.from(late),
      headers: sandboxWebhookHeaders(sandboxWebhookKey(t.config.dataDir), late),
    });
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect((await tables.subscription(subscriptionId))?.status).toBe('cancelled');
  });

  test('a failure mid-handler writes nothing, and the retried delivery applies in full', async () => {
    const { checkout, invoicePaid, input } = await paidCheckout();
    // A real database failure after the event claim and the payment insert: the status update.
    const restore = await failSubscriptionWrites(t.db, 'update');
    const logged = vi.spyOn(t.app.log, 'error').mockImplementation(() => {});
    try {
      const failed = await deliver(invoicePaid);
      expect(failed.statusCode).toBe(500);
    } finally {
      await restore();
      logged.mockRestore();
    }
    expect((await tables.subscription(checkout.subscriptionId))?.status).toBe('pending');
    expect(await tables.paymentsOf(checkout.subscriptionId)).toEqual([]);
    expect(await tables.mailTo(input.email)).toEqual([]);

    const retried = await deliver(invoicePaid);
    expect(retried.json()).toEqual({ received: true, duplicate: false });
    expect((await tables.subscription(checkout.subscriptionId))?.status).toBe('active');
    expect(await tables.paymentsOf(checkout.subscriptionId)).toHaveLength(1);
    // The confirmation and the receipt, once each.
    expect(await tables.mailTo(input.email)).toHaveLength(2);
  });

  test('an event for a subscription we do not know is acknowledged and ignored', async () => {
    const { invoicePaid, checkout } = await paidCheckout();
    await t.db.execute(
      sql`update subscriptions set provider_subscription_id = null where id = ${checkout.subscriptionId}`,
    );
    expect((await deliver(invoicePaid)).json()).toEqual({ received: true, duplicate: false });
  });
});
