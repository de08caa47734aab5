import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GRACE_PERIOD_DAYS } from '../../../domain/billing.ts';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages.ts';
import { firstServiceDate } from '../../../domain/pickup-calendar.ts';
import type { BillingEntry, SandboxWebhookEvent } from '../../../domain/schemas/payments.ts';
import type { RouteSheet } from '../../../domain/schemas/admin.ts';
import type { CustomerServices } from '../../../domain/schemas/service-schedule.ts';
import type { Subscription } from '../../../domain/schemas/subscription.ts';
import {
  paymentTables,
  receiptSubject,
  paidWithSandboxCard,
} from '../../../test/fakes/payment-helpers.ts';
import { signedInAdmin } from '../../../test/crew.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { textsConfirmed } from '../../../test/texts.ts';
import { notificationPreferences, notifications } from '../../db/schema.ts';
import { sandboxWebhookHeaders, sandboxWebhookKey } from './sandbox-webhooks.ts';

// docs/product.md#failed-renewals on the built-in sandbox, through its test controls.

let t: TestApp;
let tables: ReturnType<typeof paymentTables>;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  tables = paymentTables(t.db);
  admin = await signedInAdmin(t);
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60_000;

const subscribed = () => paidWithSandboxCard(t, 'standard');

/** A paid subscription whose next renewal has just been declined. */
async function renewalFailed() {
  const customer = await subscribed();
  const { client, id } = customer;
  expect((await client.post(`/api/sandbox/subscriptions/${id}/fail-next-renewal`)).json()).toEqual({
    failNextRenewal: true,
    status: 'active',
  });
  const renewed = await client.post(`/api/sandbox/subscriptions/${id}/renew`);
  expect(renewed.json()).toEqual({ failNextRenewal: false, status: 'past_due' });
  return customer;
}

const current = async (client: TestClient) =>
  (await client.get('/api/subscriptions')).json<Subscription[]>()[0]!;
const bills = async (client: TestClient) =>
  (await client.get('/api/payments')).json<BillingEntry[]>();
const upcoming = async (client: TestClient) =>
  (await client.get('/api/service-schedules')).json<CustomerServices>().upcoming;
const subjects = async (email: string) => (await tables.mailTo(email)).map((m) => m.subject);

/** A sandbox event signed with this installation's key, as the sandbox would send it. */
function deliver(event: SandboxWebhookEvent) {
  const raw = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/sandbox',
    headers: sandboxWebhookHeaders(sandboxWebhookKey(t.config.dataDir), raw),
    payload: raw,
  });
}

/** The customer's stops on a route sheet day. */
async function stopsOn(date: string, subscriptionId: number) {
  const sheet = (await admin.get(`/api/admin/route-sheet?date=${date}`)).json<RouteSheet>();
  return sheet.groups.flatMap((g) => g.stops).filter((s) => s.subscriptionId === subscriptionId);
}

describe('a failed renewal', () => {
  test('makes the subscription past due, emails once, and pickups go on for the grace period', async () => {
    const before = Date.now();
    const { client, input } = await renewalFailed();
    const subscription = await current(client);
    expect(subscription).toMatchObject({
      status: 'past_due',
      nextCharge: null,
      pastDue: { amount: 3500 },
    });
    const since = Date.parse(subscription.pastDue!.since);
    expect(since).toBeGreaterThanOrEqual(before);
    expect(Date.parse(subscription.pastDue!.graceEndsAt) - since).toBe(GRACE_PERIOD_DAYS * DAY);
    expect((await bills(client)).map((b) => [b.amount, b.status])).toEqual([
      [3500, 'failed'],
      [3500, 'paid'],
    ]);
    expect(await subjects(input.email)).toEqual([
      'Payment failed for your Standard plan',
      receiptSubject,
      'Your Standard plan is active',
    ]);
    const [mail] = await tables.mailTo(input.email);
    expect(mail?.text).toContain('Your pickups continue until');
    expect(mail?.text).toContain('http://app.test/client-portal?tab=billing');
    expect((await upcoming(client)).length).toBeGreaterThan(0);
    expect(subscription.nextPickup).not.toBeNull();
  });

  test('a retry of the same invoice that fails again sends no second email', async () => {
    const { client, input, ref } = await renewalFailed();
    const [open] = await tables.paymentsOf((await current(client)).id);
    for (const id of ['evt_sbx_retry_1', 'evt_sbx_retry_2']) {
      const response = await deliver({
        id: `${id}_${ref}`,
        type: 'invoice.payment_failed',
        data: { subscription: ref, invoice: open!.providerRef, amount_cents: 3500 },
      });
      expect(response.json()).toEqual({ received: true, duplicate: false });
    }
    expect(
      (await subjects(input.email)).filter((s) => s.startsWith('Payment failed')),
    ).toHaveLength(1);
    expect((await bills(client)).filter((b) => b.status === 'failed')).toHaveLength(1);
  });

  test('plan changes and pauses wait for the payment; cancelling is allowed', async () => {
    const { client, id } = await renewalFailed();
    for (const [path, body] of [
      ['change-plan', { plan: 'premium' }],
      ['pause', undefined],
    ] as const) {
      const refused = await client.post(`/api/subscriptions/${id}/${path}`, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: PAYMENT_MESSAGES.paymentDueFirst });
    }
    expect((await current(client)).status).toBe('past_due');
  });

  test('after a cancel, a failure the provider reports is neither recorded nor emailed', async () => {
    const { client, id, ref, input } = await subscribed();
    await client.post(`/api/sandbox/subscriptions/${id}/fail-next-renewal`);
    await client.post(`/api/subscriptions/${id}/cancel`);
    const late = await deliver({
      id: `evt_sbx_after_cancel_${ref}`,
      type: 'invoice.payment_failed',
      data: { subscription: ref, invoice: `in_sbx_after_${ref}`, amount_cents: 3500 },
    });
    expect(late.statusCode).toBe(200);
    expect((await bills(client)).map((b) => b.status)).toEqual(['paid']);
    // The cancel's own confirmation, and no word of the failure.
    expect(await subjects(input.email)).toEqual([
      'Your subscription is cancelled',
      receiptSubject,
      'Your Standard plan is active',
    ]);
  });
});

describe('after the grace period', () => {
  test('the subscription is suspended, its pickups leave the route sheet, the customer is told once', async () => {
    const { client, id, input } = await renewalFailed();
    const { pastDue } = await current(client);
    const end = Date.parse(pastDue!.graceEndsAt);
    // The first day that can be served once the grace period is over, and a pickup from then on.
    const after = firstServiceDate(new Date(end + 1000));
    const laterStop = (await upcoming(client)).find((p) => p.serviceDate >= after);
    expect(laterStop).toBeDefined();
    expect(await stopsOn(laterStop!.serviceDate, id)).toHaveLength(1);

    // A minute before the grace period ends nothing happens.
    await t.app.billingClock.runNow(new Date(end - 60_000));
    expect((await current(client)).status).toBe('past_due');

    const run = await t.app.billingClock.runNow(new Date(end + 1000));
    expect(run?.suspended).toBeGreaterThanOrEqual(1);
    expect(await current(client)).toMatchObject({ status: 'suspended', nextPickup: null });
    expect((await upcoming(client)).filter((p) => p.serviceDate >= after)).toEqual([]);
    expect(await stopsOn(laterStop!.serviceDate, id)).toEqual([]);
    expect(await subjects(input.email)).toEqual([
      'Your pickups are on hold until your payment goes through',
      'Payment failed for your Standard plan',
      receiptSubject,
      'Your Standard plan is active',
    ]);
    await t.app.billingClock.runNow(new Date(end + 2000));
    expect(
      (await subjects(input.email)).filter((s) => s.startsWith('Your pickups are on hold')),
    ).toHaveLength(1);
  });

  test('a provider that gives up suspends it at once', async () => {
    const { client, id, input } = await renewalFailed();
    const gaveUp = await client.post(`/api/sandbox/subscriptions/${id}/renew`);
    expect(gaveUp.json()).toMatchObject({ status: 'suspended' });
    expect((await current(client)).status).toBe('suspended');
    expect(await upcoming(client)).toEqual([]);
    expect((await subjects(input.email))[0]).toBe(
      'Your pickups are on hold until your payment goes through',
    );
  });
});

describe('the sandbox test controls', () => {
  test("act only on the signed-in customer's own sandbox subscription", async () => {
    const owner = await subscribed();
    const stranger = await t.signUp();
    const response = await stranger.client.post(`/api/sandbox/subscriptions/${owner.id}/renew`);
    expect(response.statusCode).toBe(404);
    expect((await t.client().post(`/api/sandbox/subscriptions/${owner.id}/renew`)).statusCode).toBe(
      401,
    );
  });

  test('a renewal that succeeds bills the next month', async () => {
    const { client, id } = await subscribed();
    const before = await current(client);
    await client.post(`/api/sandbox/subscriptions/${id}/renew`);
    const after = await current(client);
    expect(after.status).toBe('active');
    expect(Date.parse(after.currentPeriodEnd!)).toBeGreaterThanOrEqual(
      Date.parse(before.currentPeriodEnd!),
    );
    expect((await bills(client)).map((b) => b.status)).toEqual(['paid', 'paid']);
  });
});

describe('for a customer who reads Spanish', () => {
  test('the failed payment and the suspension are written in Spanish, the texts too', async () => {
    const customer = await subscribed();
    const { client, id, input, user } = customer;
    const chosen = await client.inject({
      method: 'PUT',
      url: '/api/user/language',
      payload: { language: 'es' },
    });
    expect(chosen.statusCode).toBe(200);
    await textsConfirmed(t.db, user.id, `+1281556${String(user.id % 10_000).padStart(4, '0')}`);
    await t.db
      .insert(notificationPreferences)
      .values({ userId: user.id, type: 'billing', channel: 'sms', enabled: true });
    await client.post(`/api/sandbox/subscriptions/${id}/fail-next-renewal`);
    await client.post(`/api/sandbox/subscriptions/${id}/renew`);
    const [failed] = await tables.mailTo(input.email);
    expect(failed?.subject).toBe('No se procesó el pago de su plan Standard');
    expect(failed?.text).toContain('No pudimos cobrar su pago de $35.00 de su plan Standard.');
    expect(failed?.text).toMatch(/Sus recolecciones siguen hasta el \d{1,2} de \p{L}+\./u);
    expect(failed?.text).toContain('Actualizar método de pago: http://app.test/client-portal');

    const gaveUp = await client.post(`/api/sandbox/subscriptions/${id}/renew`);
    expect(gaveUp.json()).toMatchObject({ status: 'suspended' });
    expect((await subjects(input.email))[0]).toBe(
      'Sus recolecciones están en pausa hasta que se procese su pago',
    );
    const texts = await t.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.channel, 'sms')))
      .orderBy(notifications.id);
    expect(texts.map((r) => r.body)).toEqual([
      'Katy Valet Trash: no se procesó su pago del plan Standard. Actualice su método de pago en su cuenta.',
      'Katy Valet Trash: sus recolecciones están en pausa hasta que se procese su pago. Actualice su método de pago en su cuenta.',
    ]);
  });
});
