import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  fakeTwilioEnv,
  startFakeTwilio,
  type FakeTwilio,
} from '../../../../test/fakes/fake-twilio.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { notifications, notificationSettings, smsConsents } from '../../../db/schema.ts';
import { IMMEDIATE_TEXT_KEY_PREFIX, SMS_MAX_ATTEMPTS } from './sms-queue-repository.ts';
import { nextCentralHour, queueReminder, senderOn, textingResident } from './sms-test-helpers.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let twilio: FakeTwilio;
let t: TestApp;
beforeAll(async () => {
  twilio = await startFakeTwilio();
  t = await createTestApp();
  // The tests run their own senders, each at the time of day it needs.
  await t.app.texter.stop();
});
afterAll(async () => {
  await t?.close();
  await twilio?.close();
});

const rowsOf = (userId: number) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

async function run(sender: ReturnType<typeof senderOn>) {
  sender.kick();
  await sender.drain();
}

test('a queued text is sent once, and the log keeps Twilio’s id', async () => {
  const { user, phone } = await textingResident(t);
  expect(await queueReminder(t, user.id, 'Pickup tomorrow, Wednesday')).toBe(true);
  const sender = senderOn(t, twilio);
  await run(sender);
  await run(sender);
  await sender.stop();

  const sent = twilio.texts.filter((text) => text.to === phone);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    body: 'Pickup tomorrow, Wednesday',
    statusCallback: 'http://app.test/api/notifications/sms/status',
  });
  const [row] = await rowsOf(user.id);
  expect(row).toMatchObject({
    status: 'sent',
    attempts: 1,
    providerMessageId: sent[0]!.sid,
    providerStatus: 'queued',
    lastError: null,
  });
  expect(row!.sentAt).toBeInstanceOf(Date);
});

test('a text to a number that stopped texts after it was queued is skipped, not sent', async () => {
  const { user, phone } = await textingResident(t);
  await queueReminder(t, user.id, 'Pickup tomorrow');
  await t.db
    .update(notificationSettings)
    .set({ smsStoppedAt: new Date() })
    .where(eq(notificationSettings.userId, user.id));
  const sender = senderOn(t, twilio);
  await run(sender);
  await sender.stop();
  expect(twilio.texts.filter((text) => text.to === phone)).toEqual([]);
  expect(await rowsOf(user.id)).toMatchObject([{ status: 'skipped', providerMessageId: null }]);
});

test('a number the provider reports as having replied STOP to it gets no more texts', async () => {
  const { user, phone } = await textingResident(t);
  await queueReminder(t, user.id, 'Pickup tomorrow');
  twilio.failWith(21610);
  const sender = senderOn(t, twilio);
  await run(sender);

  expect(await rowsOf(user.id)).toMatchObject([{ status: 'failed', attempts: 1 }]);
  const [settings] = await t.db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, user.id));
  expect(settings!.smsStoppedAt).toBeInstanceOf(Date);
  expect(
    await t.db.select().from(smsConsents).where(eq(smsConsents.userId, user.id)),
  ).toMatchObject([{ phone, event: 'stop', source: 'carrier' }]);

  // The next message for them is not handed to the provider.
  await queueReminder(t, user.id, 'Pickup the day after');
  await run(sender);
  await sender.stop();
  expect(twilio.texts.filter((text) => text.to === phone)).toEqual([]);
});

test('a text due in the quiet hours waits for 8 am Central without spending an attempt', async () => {
  const { user, phone } = await textingResident(t);
  await queueReminder(t, user.id, 'Late reminder');
  const tenPm = nextCentralHour(22);
  const night = senderOn(t, twilio, { now: () => tenPm });
  await run(night);
  await night.stop();
  expect(twilio.texts.filter((text) => text.to === phone)).toEqual([]);
  const [waiting] = await rowsOf(user.id);
  expect(waiting).toMatchObject({ status: 'pending', attempts: 0 });
  // 8 am the next morning: ten hours after 10 pm (the clocks never change in between in November;
  // whatever the date, it is 9 to 11 hours).
  const waitHours = (waiting!.nextAttemptAt.getTime() - tenPm.getTime()) / 3_600_000;
  expect(waitHours).toBeGreaterThanOrEqual(9);
  expect(waitHours).toBeLessThanOrEqual(11);

  // In the morning it goes.
  await t.db
    .update(notifications)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(notifications.id, waiting!.id));
  const morning = senderOn(t, twilio, { now: () => nextCentralHour(8) });
  await run(morning);
  await morning.stop();
  expect(twilio.texts.filter((text) => text.to === phone)).toHaveLength(1);
});

test("an opt-in's confirmation goes at once, even in the quiet hours", async () => {
  const { user, phone } = await textingResident(t);
  await t.db.insert(notifications).values({
    userId: user.id,
    type: 'service_update',
    channel: 'sms',
    dedupeKey: `${IMMEDIATE_TEXT_KEY_PREFIX}${user.id}`,
    recipient: phone,
    body: 'You are signed up for texts',
  });
  await queueReminder(t, user.id, 'Reminder at night');
  const night = senderOn(t, twilio, { now: () => nextCentralHour(22) });
  await run(night);
  await night.stop();
  expect(twilio.texts.filter((text) => text.to === phone).map((text) => text.body)).toEqual([
    'You are signed up for texts',
  ]);
});

test('a text Twilio keeps refusing is retried with backoff, then marked failed', async () => {
  const { user, phone } = await textingResident(t);
  await queueReminder(t, user.id, 'Retry me');
  const sender = senderOn(t, twilio);
  twilio.throttle(SMS_MAX_ATTEMPTS);
  const waits: number[] = [];
  for (let attempt = 1; attempt <= SMS_MAX_ATTEMPTS; attempt++) {
    await run(sender);
    const [row] = await rowsOf(user.id);
    expect(row!.attempts).toBe(attempt);
    if (attempt < SMS_MAX_ATTEMPTS) {
      expect(row!.status).toBe('pending');
      waits.push(row!.nextAttemptAt.getTime() - Date.now());
      await t.db
        .update(notifications)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(notifications.id, row!.id));
    }
  }
  await sender.stop();
  // Each wait about twice the one before.
  for (let i = 1; i < waits.length; i++) expect(waits[i]!).toBeGreaterThan(waits[i - 1]! * 1.5);
  expect(twilio.texts.filter((text) => text.to === phone)).toEqual([]);
  const [failed] = await rowsOf(user.id);
  expect(failed).toMatchObject({ status: 'failed', attempts: SMS_MAX_ATTEMPTS });
  expect(failed!.lastError).toMatch(/HTTP 429, error 20429/);
});

test('a number Twilio says is invalid fails at once', async () => {
  const { user } = await textingResident(t);
  await queueReminder(t, user.id, 'Invalid number');
  twilio.failWith(21211);
  const sender = senderOn(t, twilio);
  await run(sender);
  await sender.stop();
  const [row] = await rowsOf(user.id);
  expect(row).toMatchObject({ status: 'failed', attempts: 1 });
  expect(row!.lastError).toMatch(/error 21211/);
});

test('texts go no faster than the rate bound', async () => {
  const residents = await Promise.all([1, 2, 3, 4, 5, 6].map(() => textingResident(t)));
  for (const { user } of residents) await queueReminder(t, user.id, 'Rate bound');
  const sender = senderOn(t, twilio, { maxPerSecond: 2 });
  const started = performance.now();
  await run(sender);
  await sender.stop();
  // Two go at once (a second's burst), the other four one every half second.
  expect(performance.now() - started).toBeGreaterThanOrEqual(1_900);
  const phones = new Set(residents.map((r) => r.phone));
  expect(twilio.texts.filter((text) => phones.has(text.to))).toHaveLength(6);
});

describe('two senders on one database', () => {
  let other: TestApp | undefined;
  afterAll(() => other?.close());

  test('never send a text twice', { timeout: 60_000 }, async () => {
    // On PostgreSQL the second sender is another app server with its own connections.
    if (onPostgres) {
      other = await createTestApp({ sameDatabaseAs: t });
      await other.app.texter.stop();
    }
    const residents = [];
    for (let i = 0; i < 60; i++) residents.push(await textingResident(t));
    for (const { user, phone } of residents) await queueReminder(t, user.id, `Both ${phone}`);
    const senders = [senderOn(t, twilio), senderOn(other ?? t, twilio)];
    senders.forEach((sender) => sender.kick());
    await Promise.all(senders.map((sender) => sender.drain()));
    await Promise.all(senders.map((sender) => sender.stop()));

    const bodies = twilio.texts.filter((text) => text.body.startsWith('Both ')).map((x) => x.body);
    expect(bodies).toHaveLength(residents.length);
    expect(new Set(bodies).size).toBe(residents.length);
    const rows = await t.db
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.userId,
          residents.map((r) => r.user.id),
        ),
      );
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

describe("the app's own sender", () => {
  test('sends through Twilio when its keys are configured, with the status callback', async () => {
    const app = await createTestApp({ env: fakeTwilioEnv(twilio.url) });
    try {
      const { user, phone } = await textingResident(app);
      // A confirmation, which goes whatever the hour the test runs at.
      await app.db.insert(notifications).values({
        userId: user.id,
        type: 'service_update',
        channel: 'sms',
        dedupeKey: `${IMMEDIATE_TEXT_KEY_PREFIX}app:${user.id}`,
        recipient: phone,
        body: 'Signed up',
      });
      app.app.texter.kick();
      await app.app.texter.drain();
      expect(twilio.texts.filter((text) => text.to === phone)).toMatchObject([
        { body: 'Signed up', statusCallback: 'http://app.test/api/notifications/sms/status' },
      ]);
    } finally {
      await app.close();
    }
  });
});
