import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serviceToday } from '../../../domain/holds.ts';
import { addDays } from '../../../domain/pickup-calendar.ts';
import type { Subscription } from '../../../domain/schemas/subscription.ts';
import { paidWithSandboxCard } from '../../../test/fakes/payment-helpers.ts';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { notifications, subscriptions } from '../../db/schema.ts';

// Every path that starts or ends a hold sends the same mail, and sends it now: the sender looks
// at the outbox by itself only every ten minutes here, so only the commit's wake-up delivers it
// within the wait.

let t: TestApp;
let smtp: SmtpPeer;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url }, mailPollIntervalMs: 600_000 });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const today = () => serviceToday(new Date());

const heldKeys = (userId: number) =>
  t.db
    .select({ key: notifications.dedupeKey })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), like(notifications.dedupeKey, 'billing:hold_%')))
    .orderBy(notifications.id);

describe('hold mail', () => {
  test('a hold booked for today is announced at once', async () => {
    const { client, id, user } = await paidWithSandboxCard(t, 'standard');
    const held = await client.post(`/api/subscriptions/${id}/holds`, {
      startsOn: today(),
      returnsOn: addDays(today(), 4),
    });
    expect(held.statusCode).toBe(200);
    await smtp.waitFor(
      (m) => m.to.includes(user.email) && m.subject === 'Your pickups are on hold',
    );
  });

  test('a hold already over when the customer acts ends as the sweep ends it, with one email', async () => {
    const { client, id, user } = await paidWithSandboxCard(t, 'standard');
    await client.post(`/api/subscriptions/${id}/holds`, {
      startsOn: today(),
      returnsOn: addDays(today(), 2),
    });
    // The return day came, and the customer books their next trip before the sweep ran.
    await t.db
      .update(subscriptions)
      .set({ pauseEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.id, id));
    const next = await client.post(`/api/subscriptions/${id}/holds`, {
      startsOn: addDays(today(), 10),
      returnsOn: addDays(today(), 12),
    });
    expect(next.statusCode).toBe(200);
    expect(next.json<Subscription>()).toMatchObject({ status: 'active', returnsOn: null });
    await smtp.waitFor(
      (m) => m.to.includes(user.email) && m.subject === 'Your hold is over: pickups start again',
    );

    expect((await t.app.pauseExpiry.runNow()).resumed).toBe(0);
    expect((await heldKeys(user.id)).map((r) => r.key)).toEqual([
      `billing:hold_started:subscription:${id}:${today()}`,
      expect.stringMatching(new RegExp(`^billing:hold_ended:subscription:${id}:\\d+$`)),
    ]);
  });
});
