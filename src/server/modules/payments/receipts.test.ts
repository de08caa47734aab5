import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RECEIPT_ISSUER, RECEIPT_TEXT } from '../../../domain/receipts.ts';
import type {
  BillingEntry,
  CreateSubscriptionResponse,
  PaymentMethodSetup,
  PaypalSubscriptionResponse,
  ReceiptDocument,
} from '../../../domain/schemas/payments.ts';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { subscriptions, users } from '../../db/schema.ts';

// docs/product.md#receipts on the built-in sandbox: both its flows report payments by signed
// webhooks through the same code as Stripe's invoice.paid and PayPal's PAYMENT.SALE.COMPLETED.

let t: TestApp;
let smtp: SmtpPeer;
let admin: TestClient;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  const { input, user } = await t.signUp();
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  admin = t.client();
  await admin.post('/api/login', { username: input.email, password: input.password });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const NUMBER = /^KVT-\d{4}-\d{6}$/;

const card = (clientSecret: string, cardNumber: string) => ({
  clientSecret,
  cardNumber,
  expiry: '12/34',
  cvc: '123',
});

/**
 * A customer who paid by card, after `declinedFirst` declined attempts at the checkout, reading
 * `language` from before they paid.
 */
async function paidByCard(declinedFirst = 0, language: 'en' | 'es' = 'en') {
  const customer = await t.signUp();
  if (language !== 'en') {
    const chosen = await customer.client.inject({
      method: 'PUT',
      url: '/api/user/language',
      payload: { language },
    });
    expect(chosen.statusCode).toBe(200);
  }
  const checkout = (
    await customer.client.post('/api/create-subscription', { plan: 'standard' })
  ).json<CreateSubscriptionResponse>();
  for (let i = 0; i < declinedFirst; i++) {
    const declined = await t
      .client()
      .post('/api/sandbox/card-payments', card(checkout.clientSecret, '4000000000000002'));
    expect(declined.statusCode).toBe(402);
  }
  await t
    .client()
    .post('/api/sandbox/card-payments', card(checkout.clientSecret, '4242424242424242'));
  return { ...customer, id: checkout.subscriptionId };
}

/** Saves `number` as the subscription's card through the sandbox's card form; an unpaid renewal is charged to it. */
async function newCard(client: TestClient, id: number, number: string) {
  const form = (await client.post(`/api/subscriptions/${id}/payment-method`)).json<
    PaymentMethodSetup & { kind: 'card-form' }
  >();
  await t.client().post('/api/sandbox/payment-methods', card(form.clientSecret, number));
  return client.post(`/api/subscriptions/${id}/payment-method/complete`, {});
}

const bills = async (client: TestClient) =>
  (await client.get('/api/payments')).json<BillingEntry[]>();

describe('a paid invoice has a receipt', () => {
  test('in the billing history, as one document, and by email', async () => {
    const { client, user } = await paidByCard();
    const [entry, ...rest] = await bills(client);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ status: 'paid', amount: 3500 });
    const receipt = entry!.receipt!;
    expect(receipt.number).toMatch(NUMBER);
    expect(receipt).toMatchObject({ plan: 'standard', method: 'Visa ending in 4242' });
    const days = (Date.parse(receipt.periodEnd!) - Date.parse(receipt.periodStart!)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);

    const one = await client.get(`/api/payments/receipts/${receipt.number}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<ReceiptDocument>()).toEqual({
      ...receipt,
      paidAt: entry!.paidAt,
      amount: 3500,
      issuer: { name: RECEIPT_ISSUER.name, address: [...RECEIPT_ISSUER.address] },
    });

    const mail = await smtp.waitFor((m) => m.to.includes(user.email) && /receipt/i.test(m.subject));
    expect(mail.subject).toContain(receipt.number);
    expect(mail.text).toContain(`Receipt number: ${receipt.number}`);
    expect(mail.text).toContain('Amount paid: $35.00');
    expect(mail.text).toContain('Plan: Standard plan');
    expect(mail.text).toContain('Paid with: Visa ending in 4242');
    expect(mail.text).toMatch(/Service period: \w{3} \d{1,2}, \d{4} to \w{3} \d{1,2}, \d{4}/);
    expect(mail.text).toContain(RECEIPT_ISSUER.address[0]);
  });

  test('numbers count up from one receipt to the next', async () => {
    const first = (await bills((await paidByCard()).client))[0]!.receipt!.number;
    const second = (await bills((await paidByCard()).client))[0]!.receipt!.number;
    const counter = (n: string) => Number(n.split('-')[2]);
    expect(counter(second)).toBeGreaterThan(counter(first));
  });

  test('a PayPal payment says PayPal', async () => {
    const customer = await t.signUp();
    const { subscriptionId } = (
      await customer.client.post('/api/subscription-info', { planType: 'basic' })
    ).json<{ subscriptionId: number }>();
    const { id } = (
      await customer.client.post('/api/paypal/subscription', { subscriptionId, planType: 'basic' })
    ).json<PaypalSubscriptionResponse>();
    await t.client().post(`/api/sandbox/checkouts/${id}/decision`, { action: 'approve' });
    const [entry] = await bills(customer.client);
    expect(entry?.receipt).toMatchObject({ plan: 'basic', method: 'PayPal' });
    expect(entry?.amount).toBe(2500);
  });

  test('a later plan or card change leaves the receipt as it was', async () => {
    const { client, id } = await paidByCard();
    const before = (await bills(client))[0]!;
    // The sandbox takes one test card; the card a provider reports after a change is recorded so.
    await t.db
      .update(subscriptions)
      .set({ cardBrand: 'Mastercard', cardLast4: '4444' })
      .where(eq(subscriptions.id, id));
    const changed = await client.post(`/api/subscriptions/${id}/change-plan`, { plan: 'premium' });
    expect(changed.statusCode).toBe(200);
    const after = (await bills(client)).find((bill) => bill.id === before.id);
    expect(after).toEqual(before);
    const doc = await client.get(`/api/payments/receipts/${before.receipt!.number}`);
    expect(doc.json<ReceiptDocument>()).toMatchObject({
      plan: 'standard',
      method: 'Visa ending in 4242',
    });
  });
});

describe('billing history lists invoices, not checkout attempts', () => {
  test('a declined first card leaves no line; the card that paid is on the receipt', async () => {
    const { client } = await paidByCard(2);
    const history = await bills(client);
    expect(history.map((bill) => bill.status)).toEqual(['paid']);
    expect(history[0]?.receipt?.method).toBe('Visa ending in 4242');
  });

  test('a failed renewal shows unpaid with no receipt, then paid with one', async () => {
    const { client, id, user } = await paidByCard();
    await client.post(`/api/sandbox/subscriptions/${id}/fail-next-renewal`);
    await client.post(`/api/sandbox/subscriptions/${id}/renew`);
    const [unpaid] = await bills(client);
    expect(unpaid).toMatchObject({ status: 'failed', receipt: null });

    expect((await newCard(client, id, '4242424242424242')).statusCode).toBe(200);
    const history = await bills(client);
    expect(history.map((bill) => bill.status)).toEqual(['paid', 'paid']);
    const renewal = history.find((bill) => bill.id === unpaid!.id)!;
    expect(renewal.receipt).toMatchObject({ plan: 'standard', method: 'Visa ending in 4242' });
    expect(renewal.receipt!.number).not.toBe(history.find((b) => b !== renewal)!.receipt!.number);
    await smtp.waitFor(
      (m) => m.to.includes(user.email) && m.subject.includes(renewal.receipt!.number),
    );
  });
});

test('a Spanish reader gets the receipt email in Spanish, the plan confirmation too', async () => {
  const { client, user } = await paidByCard(0, 'es');
  const { number } = (await bills(client))[0]!.receipt!;
  const mail = await smtp.waitFor(
    (m) => m.to.includes(user.email) && m.subject === `Su recibo de Katy Valet Trash ${number}`,
  );
  expect(mail.text).toContain('Gracias por su pago. Este es su recibo.');
  expect(mail.text).toContain(`Número de recibo: ${number}`);
  expect(mail.text).toContain('Monto pagado: $35.00');
  expect(mail.text).toContain('Pagado con: Visa terminada en 4242');
  expect(mail.text).toContain('Ver sus recibos: ');
  expect(mail.text).toMatch(/Dejar de recibir correos de facturación: \S+/);
  const welcome = await smtp.waitFor(
    (m) => m.to.includes(user.email) && m.subject === 'Su plan Standard está activo',
  );
  expect(welcome.text).toContain('Standard ($35.00 al mes) ya está activo.');
  expect(welcome.text).toContain('3 recolecciones por semana');
  expect(welcome.text).toContain('de 8:00 a.m. a 12:00 p.m. en sus días de recolección.');
});

describe('the receipt PDF', () => {
  test('downloads as a PDF named after the receipt', async () => {
    const { client } = await paidByCard();
    const { number } = (await bills(client))[0]!.receipt!;
    const pdf = await client.get(`/api/payments/receipts/${number}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="receipt-${number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getTitle()).toBe(`Receipt ${number}`);
    expect(doc.getPageCount()).toBe(1);
    expect(pdfText(pdf.rawPayload)).toContain('Amount paid');
  });

  test("is in the payer's language, accents and all, whoever downloads it", async () => {
    const { client } = await paidByCard(0, 'es');
    const { number } = (await bills(client))[0]!.receipt!;
    for (const reader of [client, admin]) {
      const pdf = await reader.get(`/api/payments/receipts/${number}/pdf`);
      expect(pdf.statusCode).toBe(200);
      expect((await PDFDocument.load(pdf.rawPayload)).getTitle()).toBe(`Recibo ${number}`);
      const text = pdfText(pdf.rawPayload);
      for (const words of [
        'Recibo',
        'Número de recibo',
        'Período de servicio',
        'Monto pagado',
        '$35.00',
        'Plan Standard',
        'Visa terminada en 4242',
        'Pagado en su totalidad. Gracias por su preferencia.',
      ]) {
        expect(text).toContain(words);
      }
      expect(text).toMatch(/Del \d{1,2} \p{L}+ \d{4} al \d{1,2} \p{L}+ \d{4}/u);
      expect(text).not.toContain('Amount paid');
    }
  });
});

/**
 * The text a PDF of ours draws: each page's content stream inflated, its `<hex> Tj` strings read
 * as the standard fonts' WinAnsi, which is Latin-1 for every letter of English and Spanish.
 */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const shown: string[] = [];
  for (const [, body = ''] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body, 'latin1')).toString('latin1');
    } catch {
      content = body;
    }
    for (const [, hex = ''] of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      shown.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return shown.join('\n');
}

describe('who may see a receipt', () => {
  test('the owner and the office; another customer is told it does not exist', async () => {
    const { client } = await paidByCard();
    const { number } = (await bills(client))[0]!.receipt!;
    const stranger = (await t.signUp()).client;
    for (const path of [
      `/api/payments/receipts/${number}`,
      `/api/payments/receipts/${number}/pdf`,
    ]) {
      const refused = await stranger.get(path);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: RECEIPT_TEXT.notFound });
      expect((await t.client().get(path)).statusCode).toBe(401);
      expect((await admin.get(path)).statusCode).toBe(200);
    }
  });

  test('a number that is no receipt is a 404, and one that is not a number a 400', async () => {
    const { client } = await paidByCard();
    expect((await client.get('/api/payments/receipts/KVT-1999-999999')).statusCode).toBe(404);
    const bad = await client.get('/api/payments/receipts/12');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.any(String) });
  });
});
