import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages.ts';
import type { BillingEntry, CreateSubscriptionResponse } from '../../../domain/schemas/payments.ts';
import { formOf, startFakeStripe } from '../../../test/fakes/fake-stripe.ts';
import { paymentTables } from '../../../test/fakes/payment-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { HttpError } from '../../lib/errors.ts';
import { createProviderFees } from './provider-billing.ts';

// docs/decisions/060-fees-on-the-next-bill.md at Stripe (the local fake): a fee is a pending
// invoice item of the subscription, billed on its renewal invoice, whose invoice.paid names it.

const WEBHOOK_SECRET = 'whsec_test_fake';
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;
let tables: ReturnType<typeof paymentTables>;
let fees: ReturnType<typeof createProviderFees>;
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
  fees = createProviderFees(t.app.paymentProviders);
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});
beforeEach(() => {
  stripe.requests.length = 0;
});

const MEMO = 'Trash set out after hours on Dec 3';
const fee = (key: string, amountCents = 2500, memo = MEMO) => ({ amountCents, memo, key });

async function sendEvent(type: string, object: object) {
  const payload = JSON.stringify({
    id: `evt_${Math.random()}`,
    object: 'event',
    type,
    data: { object },
  });
  const header = await signer.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: WEBHOOK_SECRET,
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
  expect(response.statusCode).toBe(200);
}

/** A customer whose Standard subscription Stripe has billed once and is active. */
async function subscribed() {
  const customer = await t.signUp();
  const started = (
    await customer.client.post('/api/create-subscription', { plan: 'standard', gateCode: '#5' })
  ).json<CreateSubscriptionResponse>();
  const ref = started.providerSubscriptionId;
  stripe.setStatus(ref, 'active');
  await sendEvent('invoice.paid', stripe.renew(ref));
  const bills = async () => (await customer.client.get('/api/payments')).json<BillingEntry[]>();
  return {
    ...customer,
    ref,
    id: started.subscriptionId,
    billed: { provider: 'stripe' as const, providerSubscriptionId: ref },
    bills,
  };
}

describe('a fee on the next bill', () => {
  test('is an invoice item of the subscription, the same one however often it is asked', async () => {
    const { ref, billed } = await subscribed();
    const item = await fees.addToNextBill(billed, fee(`notice-1-${ref}`));
    expect(item).toMatch(/^ii_/);
    expect(await fees.addToNextBill(billed, fee(`notice-1-${ref}`))).toBe(item);

    const calls = stripe.sent('POST /v1/invoiceitems');
    expect(calls).toHaveLength(2);
    expect(formOf(calls[0]!)).toEqual({
      customer: stripe.subscription(ref)!.customer,
      subscription: ref,
      amount: '2500',
      currency: 'usd',
      description: MEMO,
    });
    expect(calls.map((call) => call.headers['idempotency-key'])).toEqual([
      `notice-1-${ref}`,
      `notice-1-${ref}`,
    ]);
    expect(stripe.invoiceItem(item!)).toMatchObject({ amount: 2500, invoice: null });
  });

  test('the renewal bills it beside the plan and the receipt lists it, a credit taken off the plan', async () => {
    const { ref, billed, user, bills } = await subscribed();
    await fees.addToNextBill(billed, fee(`notice-2-${ref}`));
    await t.app.paymentProviders.byName('stripe')!.creditNextBill(ref, 1000, 'Missed pickup', ref);

    await sendEvent('invoice.paid', stripe.renew(ref));
    const [renewal] = await bills();
    expect(renewal).toMatchObject({ status: 'paid', amount: 3500 + 2500 - 1000 });
    expect(renewal!.receipt!.fees).toEqual([{ description: MEMO, amountCents: 2500 }]);
    const [mail] = await tables.mailTo(user.email);
    expect(mail!.subject).toContain(renewal!.receipt!.number);
    expect(mail!.text).toContain('Plan: Standard plan – $25.00');
    expect(mail!.text).toContain(`Fee: ${MEMO} – $25.00`);
    expect(mail!.text).toContain('Amount paid: $50.00');
  });

  test('taken back while pending it is deleted; once on an invoice it stays', async () => {
    const { ref, billed } = await subscribed();
    const pending = (await fees.addToNextBill(billed, fee(`notice-3-${ref}`)))!;
    expect(await fees.removeFromNextBill(billed, pending)).toBe(true);
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`).slice(-2)).toEqual([
      `GET /v1/invoiceitems/${pending}`,
      `DELETE /v1/invoiceitems/${pending}`,
    ]);
    expect(stripe.invoiceItem(pending)).toBeUndefined();
    // A retried removal finds it gone: still not on any bill.
    expect(await fees.removeFromNextBill(billed, pending)).toBe(true);

    const billedFee = (await fees.addToNextBill(billed, fee(`notice-4-${ref}`)))!;
    const invoice = stripe.renew(ref);
    expect(invoice.amount_paid).toBe(3500 + 2500);
    expect(await fees.removeFromNextBill(billed, billedFee)).toBe(false);
    expect(stripe.sent(`DELETE /v1/invoiceitems/${billedFee}`)).toEqual([]);
    expect(stripe.invoiceItem(billedFee)?.invoice).toBe(invoice.id);
  });

  test('a fee pending when collection pauses is voided with that bill: nothing to take back', async () => {
    const { client, id, ref, billed } = await subscribed();
    const item = (await fees.addToNextBill(billed, fee(`notice-void-${ref}`)))!;
    expect((await client.post(`/api/subscriptions/${id}/pause`)).statusCode).toBe(200);
    const voided = stripe.renew(ref);
    expect(voided).toMatchObject({ status: 'void', amount_paid: 0 });
    expect(stripe.invoiceItem(item)?.invoice).toBe(voided.id);
    // Never collected, so the caller owes no credit for it.
    expect(await fees.removeFromNextBill(billed, item)).toBe(true);
    expect(stripe.sent(`DELETE /v1/invoiceitems/${item}`)).toEqual([]);
  });

  test('an invoice with more lines than its event carries: every fee is on the receipt', async () => {
    const { ref, billed, bills } = await subscribed();
    for (let n = 1; n <= 10; n++) {
      await fees.addToNextBill(billed, fee(`notice-many-${n}-${ref}`, 100 * n, `Notice ${n}`));
    }
    const invoice = stripe.renew(ref);
    expect(invoice.lines.has_more).toBe(true);
    await sendEvent('invoice.paid', invoice);
    expect(stripe.sent(`GET /v1/invoices/${invoice.id}/lines`)).toHaveLength(1);
    const [renewal] = await bills();
    expect(renewal!.receipt!.fees.map((f) => f.description)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Notice ${i + 1}`),
    );
    expect(renewal!.amount).toBe(3500 + 5500);
  });

  test("a plan change's prorated difference is the plan's, not a fee", async () => {
    const { ref, bills } = await subscribed();
    const proration = {
      id: 'il_proration',
      object: 'line_item',
      amount: 750,
      description: 'Remaining time on Premium plan',
      parent: {
        type: 'invoice_item_details',
        invoice_item_details: { invoice_item: 'ii_proration', proration: true, subscription: ref },
        subscription_item_details: null,
      },
    };
    await sendEvent('invoice.paid', {
      id: `in_upgrade_${ref}`,
      object: 'invoice',
      amount_paid: 750,
      amount_due: 750,
      lines: { object: 'list', has_more: false, data: [proration] },
      parent: { type: 'subscription_details', subscription_details: { subscription: ref } },
    });
    const [upgrade] = await bills();
    expect(upgrade).toMatchObject({ amount: 750, receipt: { fees: [] } });
  });
});

describe('where the office collects the fee by hand', () => {
  test('a subscription whose collection is paused, or that is cancelled, gets no invoice item', async () => {
    const { client, id, ref, billed } = await subscribed();
    expect((await client.post(`/api/subscriptions/${id}/pause`)).statusCode).toBe(200);
    expect(await fees.addToNextBill(billed, fee(`notice-5-${ref}`))).toBeNull();
    stripe.setStatus(ref, 'canceled');
    expect(await fees.addToNextBill(billed, fee(`notice-6-${ref}`))).toBeNull();
    expect(stripe.sent('POST /v1/invoiceitems')).toEqual([]);
  });

  test('Stripe refusing the fee is a 502 with a sentence to show', async () => {
    const { ref, billed } = await subscribed();
    stripe.failNext('POST /v1/invoiceitems', {
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'Invalid currency' } },
    });
    const refused = fees.addToNextBill(billed, fee(`notice-7-${ref}`));
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 502,
      message: PAYMENT_MESSAGES.providerUnavailable,
    });
  });
});
