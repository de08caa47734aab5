import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CANCEL_NOTE_MAX_LENGTH, CANCEL_TEXT } from '../../../domain/cancellation.ts';
import { serviceClock } from '../../../domain/pickup-calendar.ts';
import type { CancellationMonth, RouteSheet } from '../../../domain/schemas/admin.ts';
import type { BillingEntry, SandboxWebhookEvent } from '../../../domain/schemas/payments.ts';
import type { CustomerServices } from '../../../domain/schemas/service-schedule.ts';
import type { Subscription } from '../../../domain/schemas/subscription.ts';
import {
  paidWithSandboxCard,
  paymentTables,
  receiptSubject,
} from '../../../test/fakes/payment-helpers.ts';
import { signedInAdmin } from '../../../test/crew.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { subscriptions } from '../../db/schema.ts';
import { generatePickups } from '../schedules/schedules-module.ts';
import { sandboxWebhookHeaders, sandboxWebhookKey } from './sandbox-webhooks.ts';

// docs/decisions/039-a-fair-cancel.md on the built-in sandbox: billing stops at once, the period
// already paid is served, and the office counts the reasons.

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

const subscribed = () => paidWithSandboxCard(t, 'premium');

/** Its paid period ends `days` from now, so the end falls inside the two weeks of pickups. */
async function periodEndsIn(id: number, days: number) {
  const end = new Date(Date.now() + days * DAY);
  await t.db.update(subscriptions).set({ currentPeriodEnd: end }).where(eq(subscriptions.id, id));
  await generatePickups(t.db);
  return end;
}

const current = async (client: TestClient) =>
  (await client.get('/api/subscriptions')).json<Subscription[]>()[0]!;
const upcoming = async (client: TestClient) =>
  (await client.get('/api/service-schedules'))
    .json<CustomerServices>()
    .upcoming.map((p) => p.serviceDate);
const bills = async (client: TestClient) =>
  (await client.get('/api/payments')).json<BillingEntry[]>();

async function onRouteSheet(date: string, subscriptionId: number) {
  const sheet = (await admin.get(`/api/admin/route-sheet?date=${date}`)).json<RouteSheet>();
  return sheet.groups.flatMap((g) => g.stops).some((s) => s.subscriptionId === subscriptionId);
}

function deliver(event: SandboxWebhookEvent) {
  const raw = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/sandbox',
    headers: sandboxWebhookHeaders(sandboxWebhookKey(t.config.dataDir), raw),
    payload: raw,
  });
}

describe('a fair cancel', () => {
  test('stops billing at once and keeps the pickups of the period paid, then ends', async () => {
    const { client, id, ref, input } = await subscribed();
    const end = await periodEndsIn(id, 6);
    const endDay = serviceClock(end).date;
    const before = await upcoming(client);
    expect(before.some((d) => d >= endDay)).toBe(true);

    const cancelled = await client.post(`/api/subscriptions/${id}/cancel`, {
      reason: 'moving',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Subscription>()).toMatchObject({
      status: 'cancelled',
      serviceEndsAt: end.toISOString(),
      nextCharge: null,
      nextPickup: before[0],
    });

    // The pickups before the end stay, on the route sheet too; none from the end's day on.
    const kept = await upcoming(client);
    expect(kept).toEqual(before.filter((d) => d < endDay));
    expect(kept.length).toBeGreaterThan(0);
    expect(await onRouteSheet(kept.at(-1)!, id)).toBe(true);
    expect(
      await onRouteSheet(
        before.find((d) => d >= endDay)!,
        id,
      ),
    ).toBe(false);
    // The daily run generates none after it either.
    await generatePickups(t.db);
    expect(await upcoming(client)).toEqual(kept);

    // The sandbox bills no more: a renewal is refused, nothing is charged, no mail about money.
    expect((await client.post(`/api/sandbox/subscriptions/${id}/renew`)).statusCode).toBe(409);
    const late = await deliver({
      id: `evt_sbx_fair_cancel_${ref}`,
      type: 'invoice.payment_failed',
      data: { subscription: ref, invoice: `in_sbx_fair_${ref}`, amount_cents: 5000 },
    });
    expect(late.statusCode).toBe(200);
    expect((await bills(client)).map((b) => b.status)).toEqual(['paid']);
    // What the first payment sent (the welcome and its receipt) and the cancel's confirmation.
    const subjects = (await tables.mailTo(input.email)).map((m) => m.subject).sort();
    expect(subjects).toEqual([
      receiptSubject,
      'Your Premium plan is active',
      'Your subscription is cancelled',
    ]);

    // The period is over: the subscription has ended and its pickups are gone.
    await t.db
      .update(subscriptions)
      .set({ serviceEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.id, id));
    await generatePickups(t.db);
    expect(await upcoming(client)).toEqual([]);
    expect(await current(client)).toMatchObject({
      status: 'cancelled',
      serviceEndsAt: null,
      nextPickup: null,
    });
  });

  test('cannot be undone, and a second cancel is a 409 that keeps the first answer', async () => {
    const { client, id } = await subscribed();
    await client.post(`/api/subscriptions/${id}/cancel`, { reason: 'other', note: 'Too noisy' });
    const again = await client.post(`/api/subscriptions/${id}/cancel`, { reason: 'moving' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: CANCEL_TEXT.alreadyCancelled });
    const resumed = await client.post(`/api/subscriptions/${id}/resume`);
    expect(resumed.statusCode).toBe(409);
    expect(await tables.subscription(id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'other',
      cancelNote: 'Too noisy',
    });
  });

  test('a renewal not paid for ends service at once', async () => {
    const { client, id } = await subscribed();
    await client.post(`/api/sandbox/subscriptions/${id}/fail-next-renewal`);
    await client.post(`/api/sandbox/subscriptions/${id}/renew`);
    expect((await current(client)).status).toBe('past_due');
    const cancelled = await client.post(`/api/subscriptions/${id}/cancel`);
    expect(cancelled.json<Subscription>()).toMatchObject({
      status: 'cancelled',
      serviceEndsAt: null,
      nextPickup: null,
    });
    expect(await upcoming(client)).toEqual([]);
  });
});

describe('bad input', () => {
  test.each([
    [{ reason: 'bored' }, 'reason', CANCEL_TEXT.unknownReason],
    [
      { reason: 'other', note: 'x'.repeat(CANCEL_NOTE_MAX_LENGTH + 1) },
      'note',
      CANCEL_TEXT.noteTooLong,
    ],
    [{ reason: 'moving', note: 'The new place is too far' }, 'note', CANCEL_TEXT.noteNeedsOther],
  ])('%j is a 400 on %s, and nothing changes', async (body, field, message) => {
    const { client, id } = await subscribed();
    const refused = await client.post(`/api/subscriptions/${id}/cancel`, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([message]);
    expect(await tables.subscription(id)).toMatchObject({
      status: 'active',
      cancelReason: null,
      cancelNote: null,
      serviceEndsAt: null,
    });
    // The provider still bills it: the sandbox renews it.
    const renewed = await client.post(`/api/sandbox/subscriptions/${id}/renew`);
    expect(renewed.json()).toMatchObject({ status: 'active' });
  });

  test('a note at the longest allowed length is kept whole', async () => {
    const { client, id } = await subscribed();
    const note = 'y'.repeat(CANCEL_NOTE_MAX_LENGTH);
    const done = await client.post(`/api/subscriptions/${id}/cancel`, { reason: 'other', note });
    expect(done.statusCode).toBe(200);
    expect((await tables.subscription(id))?.cancelNote).toBe(note);
  });
});

describe("the office's count", () => {
  test('counts cancellations by month and reason, with the words of Other', async () => {
    const answers = [
      { reason: 'too-expensive' },
      { reason: 'too-expensive' },
      { reason: 'other', note: 'Building has a chute now' },
      {},
    ];
    const names: string[] = [];
    for (const body of answers) {
      const { client, id, user } = await subscribed();
      expect((await client.post(`/api/subscriptions/${id}/cancel`, body)).statusCode).toBe(200);
      names.push(`${user.firstName} ${user.lastName}`);
    }
    // One cancelled a year and a month ago: outside the twelve months counted.
    const old = await subscribed();
    await old.client.post(`/api/subscriptions/${old.id}/cancel`, {
      reason: 'other',
      note: 'Long ago',
    });
    await t.db
      .update(subscriptions)
      .set({ cancelledAt: new Date(Date.now() - 400 * DAY) })
      .where(eq(subscriptions.id, old.id));

    const report = await admin.get('/api/admin/cancellations');
    expect(report.statusCode).toBe(200);
    const months = report.json<CancellationMonth[]>();
    const month = serviceClock(new Date()).date.slice(0, 7);
    expect(months.map((m) => m.month)).toEqual([month]);
    const [now] = months;
    // Other tests in this file cancel too; this test's answers are among them.
    expect(now!.reasons.find((r) => r.reason === 'too-expensive')?.count).toBe(2);
    expect(now!.reasons.find((r) => r.reason === null)?.count).toBeGreaterThanOrEqual(1);
    expect(now!.reasons.map((r) => r.count).reduce((a, b) => a + b)).toBe(now!.total);
    expect(now!.notes[0]).toMatchObject({
      note: 'Building has a chute now',
      customerName: names[2],
    });
    expect(now!.notes.map((n) => n.note)).not.toContain('Long ago');

    const customer = await t.signUp();
    expect((await customer.client.get('/api/admin/cancellations')).statusCode).toBe(403);
  });
});
