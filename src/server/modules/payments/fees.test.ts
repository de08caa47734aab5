import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  BillingEntry,
  PaymentMethodSetup,
  PaypalSubscriptionResponse,
  ReceiptDocument,
} from '../../../domain/schemas/payments.ts';
import { paidWithSandboxCard, paymentTables } from '../../../test/fakes/payment-helpers.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { createProviderFees } from './provider-billing.ts';

// docs/decisions/060-fees-on-the-next-bill.md on the built-in sandbox: the port the notices module
// calls, the sandbox's renewal billing the fee, and the receipt listing it, through the webhook path.

let t: TestApp;
let tables: ReturnType<typeof paymentTables>;
let fees: ReturnType<typeof createProviderFees>;

beforeAll(async () => {
  t = await createTestApp();
  tables = paymentTables(t.db);
  fees = createProviderFees(t.app.paymentProviders);
});
afterAll(() => t?.close());

const MEMO = 'Trash set out after hours on Dec 3';
const fee = (key: string, amountCents = 2500, memo = MEMO) => ({ amountCents, memo, key });

async function subscribed() {
  const customer = await paidWithSandboxCard(t, 'standard');
  return {
    ...customer,
    billed: { provider: 'sandbox' as const, providerSubscriptionId: customer.ref },
  };
}

const bills = async (client: TestClient) =>
  (await client.get('/api/payments')).json<BillingEntry[]>();
const renew = (client: TestClient, id: number) =>
  client.post(`/api/sandbox/subscriptions/${id}/renew`);

/**
 * The text a PDF draws, from its deflated content streams: pdf-lib writes it as hex in the
 * standard fonts' WinAnsi encoding, where the en dash is 0x96.
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let text = '';
  // Each stream is read by its declared length: its deflated bytes vary with the receipt's
  // number and may hold anything, so searching for where it ends could cut it short.
  for (const match of raw.matchAll(/\/Length (\d+)\s*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(
        Buffer.from(raw.slice(start, start + Number(match[1])), 'latin1'),
      ).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      text += `${Buffer.from(hex[1]!, 'hex').toString('latin1').replaceAll('\x96', '–')}\n`;
    }
  }
  return text;
}

describe('a fee on the next bill', () => {
  test('is billed with the renewal, and its receipt lists it beside the plan in every copy', async () => {
    const { client, id, user, billed } = await subscribed();
    const ref = await fees.addToNextBill(billed, fee('notice-1-fee'));
    expect(ref).toEqual(expect.any(String));
    // The same fee asked again (a retried request) is the same pending fee, billed once.
    expect(await fees.addToNextBill(billed, fee('notice-1-fee'))).toBe(ref);

    expect((await renew(client, id)).statusCode).toBe(200);
    const [renewal] = await bills(client);
    expect(renewal).toMatchObject({ status: 'paid', amount: 3500 + 2500 });
    expect(renewal!.receipt!.fees).toEqual([{ description: MEMO, amountCents: 2500 }]);

    const number = renewal!.receipt!.number;
    const doc = await client.get(`/api/payments/receipts/${number}`);
    expect(doc.json<ReceiptDocument>()).toMatchObject({
      amount: 6000,
      plan: 'standard',
      fees: [{ description: MEMO, amountCents: 2500 }],
    });

    const [mail] = (await tables.mailTo(user.email)).filter((m) => m.subject.includes(number));
    expect(mail!.text).toContain('Plan: Standard plan – $35.00');
    expect(mail!.text).toContain(`Fee: ${MEMO} – $25.00`);
    expect(mail!.text).toContain('Amount paid: $60.00');

    const pdf = await client.get(`/api/payments/receipts/${number}/pdf`);
    const drawn = pdfText(pdf.rawPayload);
    expect(drawn).toContain('Standard plan – $35.00');
    expect(drawn).toContain(`${MEMO} – $25.00`);
    expect(drawn).toContain('$60.00');

    // Billed, it has left the pending fees: the next renewal is the plan alone.
    await renew(client, id);
    const [next] = await bills(client);
    expect(next).toMatchObject({ amount: 3500, receipt: { fees: [] } });
    expect(await tables.paymentsOf(id)).toHaveLength(3);
  });

  test('taken back before the bill, it is not billed; once billed, it is not taken back', async () => {
    const { client, id, billed } = await subscribed();
    const withdrawn = await fees.addToNextBill(billed, fee('notice-2-fee', 1500));
    const kept = await fees.addToNextBill(billed, fee('notice-3-fee', 2000, 'Bags left open'));
    expect(await fees.removeFromNextBill(billed, withdrawn!)).toBe(true);
    // Removed already: asked again, it is still not on any bill.
    expect(await fees.removeFromNextBill(billed, withdrawn!)).toBe(true);

    await renew(client, id);
    const [renewal] = await bills(client);
    expect(renewal).toMatchObject({ amount: 3500 + 2000 });
    expect(renewal!.receipt!.fees).toEqual([{ description: 'Bags left open', amountCents: 2000 }]);
    // On a paid bill it stays: the caller credits it back on the next one instead.
    expect(await fees.removeFromNextBill(billed, kept!)).toBe(false);
  });

  test('a fee pending when the resident pauses is voided with the paused bill', async () => {
    const { client, id, billed } = await subscribed();
    const ref = await fees.addToNextBill(billed, fee('notice-void-fee'));
    expect((await client.post(`/api/subscriptions/${id}/pause`)).statusCode).toBe(200);
    await renew(client, id);
    // Never collected: nothing to take back, and no credit owed for it.
    expect(await fees.removeFromNextBill(billed, ref!)).toBe(true);
    expect((await client.post(`/api/subscriptions/${id}/resume`)).statusCode).toBe(200);
    await renew(client, id);
    expect((await bills(client))[0]).toMatchObject({ amount: 3500, receipt: { fees: [] } });
  });

  test('on a renewal that failed, the fee is on the receipt once the new card pays it', async () => {
    const { client, id, billed } = await subscribed();
    const ref = await fees.addToNextBill(billed, fee('notice-4-fee'));
    await client.post(`/api/sandbox/subscriptions/${id}/fail-next-renewal`);
    await renew(client, id);
    expect((await bills(client))[0]).toMatchObject({ status: 'failed', amount: 6000 });
    // On an unpaid invoice it is billed: no longer pending.
    expect(await fees.removeFromNextBill(billed, ref!)).toBe(false);

    const form = (await client.post(`/api/subscriptions/${id}/payment-method`)).json<
      PaymentMethodSetup & { kind: 'card-form' }
    >();
    await t.client().post('/api/sandbox/payment-methods', {
      clientSecret: form.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    await client.post(`/api/subscriptions/${id}/payment-method/complete`, {});
    const [paid] = await bills(client);
    expect(paid).toMatchObject({ status: 'paid', amount: 6000 });
    expect(paid!.receipt!.fees).toEqual([{ description: MEMO, amountCents: 2500 }]);
  });
});

test("the PDF draws a long fee's words on rows, letters its font lacks without their accents, and what has no letters as ?", async () => {
  const { client, id, billed } = await subscribed();
  const memo =
    'Bags set out the evening before pickup and torn open by animals, spread along the breezeway of Łódź Court 🐾';
  await fees.addToNextBill(billed, fee('notice-8-fee', 3000, memo));
  expect((await renew(client, id)).statusCode).toBe(200);
  // The renewal's bill, whichever order two bills paid in the same instant list in.
  const renewal = (await bills(client)).find((bill) => bill.amount === 3500 + 3000);
  expect(renewal!.receipt!.fees).toEqual([{ description: memo, amountCents: 3000 }]);
  const pdf = await client.get(`/api/payments/receipts/${renewal!.receipt!.number}/pdf`);
  expect(pdf.statusCode).toBe(200);
  const rows = pdfText(pdf.rawPayload).split('\n');
  const first = rows.findIndex((row) => row.startsWith('Bags set out'));
  expect(first).toBeGreaterThan(0);
  const drawn = rows.slice(first, first + 3).join(' ');
  expect(drawn).toContain('spread along the breezeway of Lódz Court ? – $30.00');
  expect(rows[first]!.length).toBeLessThan(memo.length);
});

describe('where the office collects the fee by hand', () => {
  test('a paused subscription bills nothing next: no fee is left pending', async () => {
    const { client, id, billed } = await subscribed();
    expect((await client.post(`/api/subscriptions/${id}/pause`)).statusCode).toBe(200);
    expect(await fees.addToNextBill(billed, fee('notice-5-fee'))).toBeNull();
  });

  test("the sandbox's PayPal-like flow bills nothing beside the plan, as PayPal", async () => {
    const customer = await t.signUp();
    const { subscriptionId } = (
      await customer.client.post('/api/subscription-info', { planType: 'basic' })
    ).json<{ subscriptionId: number }>();
    const { id: ref } = (
      await customer.client.post('/api/paypal/subscription', { subscriptionId, planType: 'basic' })
    ).json<PaypalSubscriptionResponse>();
    await t.client().post(`/api/sandbox/checkouts/${ref}/decision`, { action: 'approve' });
    const billed = { provider: 'sandbox-paypal' as const, providerSubscriptionId: ref };
    expect(await fees.addToNextBill(billed, fee('notice-6-fee'))).toBeNull();

    await renew(customer.client, subscriptionId);
    const [renewal] = await bills(customer.client);
    expect(renewal).toMatchObject({ amount: 2500, receipt: { fees: [] } });
  });

  test('a subscription billed nowhere had nothing put on a bill', async () => {
    const nowhere = { provider: null, providerSubscriptionId: null };
    expect(await fees.addToNextBill(nowhere, fee('notice-7-fee'))).toBeNull();
    expect(await fees.removeFromNextBill(nowhere, 'ii_anything')).toBe(true);
  });
});
