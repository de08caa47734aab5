import Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages.ts';
import { addDays, serviceClock } from '../../../domain/pickup-calendar.ts';
import { PROPERTY_INVOICE_TEXT as TEXT } from '../../../domain/property-invoices.ts';
import type {
  CommunityInvoices,
  PropertyInvoice,
} from '../../../domain/schemas/property-invoices.ts';
import { formOf, startFakeStripe } from '../../../test/fakes/fake-stripe.ts';
import {
  NOVEMBER_TOTAL_CENTS,
  TEST_CONTRACT,
  novemberDoors,
  propertyCommunity,
} from '../../../test/property-invoices.ts';
import { signedInAdmin } from '../../../test/crew.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { propertyInvoices, webhookEvents } from '../../db/schema.ts';

const WEBHOOK_SECRET = 'whsec_test_fake';
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;
let admin: TestClient;
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
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});
beforeEach(() => {
  stripe.requests.length = 0;
});

const issue = (communityId: number, month: string) =>
  admin.post(`/api/admin/communities/${communityId}/invoices`, { month });

async function novemberInvoice() {
  const community = await propertyCommunity(t, admin);
  await novemberDoors(t, community.contractId);
  const res = await issue(community.id, '2026-11');
  expect(res.statusCode).toBe(200);
  return { community, invoice: res.json<PropertyInvoice>() };
}

async function sendEvent(type: string, object: object, id = `evt_${Math.random()}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
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

/** Stripe's invoice as its webhooks carry it, naming ours in its metadata. */
const stripeInvoice = (ref: string, ours: number, extra: object = {}) => ({
  id: ref,
  object: 'invoice',
  collection_method: 'send_invoice',
  parent: null,
  metadata: { property_invoice: String(ours) },
  ...extra,
});

async function rowOf(id: number) {
  const [row] = await t.db.select().from(propertyInvoices).where(eq(propertyInvoices.id, id));
  return row!;
}

describe('issuing through Stripe Invoicing', () => {
  test('makes a customer, an invoice item and an invoice sent to be paid in 30 days', async () => {
    const { community, invoice } = await novemberInvoice();
    const row = await rowOf(invoice.id);

    const [customerCall] = stripe.sent('POST /v1/customers');
    expect(formOf(customerCall!)).toMatchObject({
      name: TEST_CONTRACT.legalName,
      email: TEST_CONTRACT.billingEmail,
      phone: '(281) 555-0178',
      description: `Billing contact: ${TEST_CONTRACT.billingContactName}`,
      'metadata[contract]': String(community.contractId),
    });
    expect(customerCall!.headers['idempotency-key']).toMatch(
      new RegExp(`^property-customer-${community.contractId}-[0-9a-f]{16}$`),
    );
    const customer = row.providerCustomerId!;

    const [invoiceCall] = stripe.sent('POST /v1/invoices');
    expect(formOf(invoiceCall!)).toMatchObject({
      customer,
      collection_method: 'send_invoice',
      days_until_due: '30',
      auto_advance: 'false',
      pending_invoice_items_behavior: 'exclude',
      currency: 'usd',
      'metadata[property_invoice]': String(invoice.id),
      'metadata[month]': '2026-11',
    });
    expect(formOf(invoiceCall!).description).toContain(
      `November 2026 doorstep trash service at ${community.name}: 4 doors at $12.50 a door a month`,
    );
    expect(invoiceCall!.headers['idempotency-key']).toBe(
      `property-invoice-${invoice.id}-${customer}`,
    );
    const ref = row.providerInvoiceId!;

    const [itemCall] = stripe.sent('POST /v1/invoiceitems');
    expect(formOf(itemCall!)).toMatchObject({
      customer,
      invoice: ref,
      amount: String(NOVEMBER_TOTAL_CENTS),
      currency: 'usd',
      // 1 November and 1 December, midnight in Chicago.
      'period[start]': String(Date.parse('2026-11-01T05:00:00Z') / 1000),
      'period[end]': String(Date.parse('2026-12-01T06:00:00Z') / 1000),
    });
    expect(itemCall!.headers['idempotency-key']).toBe(`property-invoice-${invoice.id}-item-${ref}`);

    const [finalize] = stripe.sent(`POST /v1/invoices/${ref}/finalize`);
    expect(formOf(finalize!)).toEqual({ auto_advance: 'false' });
    expect(finalize!.headers['idempotency-key']).toBe(
      `property-invoice-${invoice.id}-finalize-${ref}`,
    );
    const [send] = stripe.sent(`POST /v1/invoices/${ref}/send`);
    expect(send!.headers['idempotency-key']).toBe(`property-invoice-${invoice.id}-send-${ref}`);

    const sent = stripe.sentInvoice(ref)!;
    expect(sent.amount_due).toBe(NOVEMBER_TOTAL_CENTS);
    expect(row.number).toBe(sent.number);
    expect(invoice).toMatchObject({
      status: 'open',
      test: false,
      hostedUrl: sent.hosted_invoice_url,
      dueOn: addDays(serviceClock(new Date()).date, 30),
    });
  });

  test('bills the same Stripe customer the next month, with its contact brought up to date', async () => {
    const { community, invoice } = await novemberInvoice();
    const customer = (await rowOf(invoice.id)).providerCustomerId;
    stripe.requests.length = 0;
    const october = await issue(community.id, '2026-10');
    expect(october.statusCode).toBe(200);
    expect(stripe.sent('POST /v1/customers')).toEqual([
      expect.objectContaining({ path: `/v1/customers/${customer}` }),
    ]);
    expect((await rowOf(october.json<PropertyInvoice>().id)).providerCustomerId).toBe(customer);
  });

  test('a failure leaves the invoice waiting; the month’s run sends it with the same keys', async () => {
    const community = await propertyCommunity(t, admin);
    await novemberDoors(t, community.contractId);
    stripe.failNext('POST /v1/invoices', {
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'No such customer' } },
    });
    const failed = await issue(community.id, '2026-11');
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ message: TEXT.invoicingUnavailable });
    const waiting = (
      await admin.get(`/api/admin/communities/${community.id}/invoices`)
    ).json<CommunityInvoices>().invoices;
    expect(waiting).toEqual([expect.objectContaining({ status: 'issuing', dueOn: null })]);

    await t.app.propertyInvoicing.runNow(new Date('2026-12-01T12:00:00Z'));
    const [row] = await t.db
      .select()
      .from(propertyInvoices)
      .where(eq(propertyInvoices.contractId, community.contractId));
    expect(row).toMatchObject({ status: 'open', amountCents: NOVEMBER_TOTAL_CENTS });
    // One Stripe customer for the contract, whichever attempt made it.
    const keys = stripe.sent('POST /v1/customers').map((r) => r.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(1);
  });
});

describe('Stripe’s webhooks', () => {
  test('mirror paid and overdue, each once; a replay changes nothing', async () => {
    const { community, invoice } = await novemberInvoice();
    const ref = (await rowOf(invoice.id)).providerInvoiceId!;
    const dueDate = Date.parse('2027-01-06T18:00:00Z') / 1000;

    const overdue = await sendEvent(
      'invoice.overdue',
      stripeInvoice(ref, invoice.id, { status: 'open', due_date: dueDate }),
      `evt_overdue_${invoice.id}`,
    );
    expect(overdue.json()).toEqual({ received: true, duplicate: false });
    expect(await rowOf(invoice.id)).toMatchObject({ status: 'overdue', dueOn: '2027-01-06' });

    const paidAt = Date.parse('2027-01-10T15:30:00Z') / 1000;
    const paid = stripeInvoice(ref, invoice.id, {
      status: 'paid',
      amount_paid: NOVEMBER_TOTAL_CENTS,
      status_transitions: { paid_at: paidAt },
    });
    expect((await sendEvent('invoice.paid', paid, `evt_paid_${invoice.id}`)).json()).toEqual({
      received: true,
      duplicate: false,
    });
    const list = (
      await admin.get(`/api/admin/communities/${community.id}/invoices`)
    ).json<CommunityInvoices>();
    expect(list.invoices[0]).toMatchObject({
      status: 'paid',
      paidAt: '2027-01-10T15:30:00.000Z',
      dueOn: '2027-01-06',
    });

    // Delivered again, the overdue is a duplicate: the invoice stays paid.
    const replay = await sendEvent(
      'invoice.overdue',
      stripeInvoice(ref, invoice.id, { status: 'open', due_date: dueDate }),
      `evt_overdue_${invoice.id}`,
    );
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await rowOf(invoice.id)).toMatchObject({ status: 'paid' });
    const claimed = await t.db
      .select()
      .from(webhookEvents)
      .where(
        and(
          eq(webhookEvents.provider, 'stripe'),
          eq(webhookEvents.eventId, `evt_overdue_${invoice.id}`),
        ),
      );
    expect(claimed).toHaveLength(1);
  });

  test('mirror a voided and a written-off invoice', async () => {
    const first = await novemberInvoice();
    const second = await novemberInvoice();
    const refOf = async (id: number) => (await rowOf(id)).providerInvoiceId!;
    await sendEvent(
      'invoice.voided',
      stripeInvoice(await refOf(first.invoice.id), first.invoice.id),
    );
    await sendEvent(
      'invoice.marked_uncollectible',
      stripeInvoice(await refOf(second.invoice.id), second.invoice.id),
    );
    expect((await rowOf(first.invoice.id)).status).toBe('void');
    expect((await rowOf(second.invoice.id)).status).toBe('uncollectible');
  });

  test('a bad signature is a 400 and changes nothing', async () => {
    const { invoice } = await novemberInvoice();
    const ref = (await rowOf(invoice.id)).providerInvoiceId!;
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'invoice.paid',
      data: { object: stripeInvoice(ref, invoice.id, { status: 'paid' }) },
    });
    const header = await signer.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: 'whsec_not_ours',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: PAYMENT_MESSAGES.invalidSignature });
    expect((await rowOf(invoice.id)).status).toBe('open');
  });

  test('a resident’s invoice is still the resident billing’s, not a property’s', async () => {
    const res = await sendEvent('invoice.paid', {
      id: 'in_resident',
      object: 'invoice',
      amount_paid: 3500,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_unknown' },
      },
      metadata: {},
    });
    expect(res.json()).toEqual({ received: true, duplicate: false });
  });
});

describe('the sandbox’s test controls', () => {
  test('are not there with Stripe keys', async () => {
    const { invoice } = await novemberInvoice();
    const res = await admin.post(`/api/admin/property-invoices/${invoice.id}/sandbox`, {
      action: 'pay',
    });
    expect(res.statusCode).toBe(404);
  });
});
