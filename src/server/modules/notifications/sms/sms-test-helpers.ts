import { serviceClock } from '../../../../domain/pickup-calendar.ts';
import {
  FAKE_TWILIO_ACCOUNT,
  FAKE_TWILIO_FROM,
  FAKE_TWILIO_TOKEN,
  type Deliver,
  type FakeTwilio,
} from '../../../../test/fakes/fake-twilio.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { createNotifier } from '../notifications-module.ts';
import { startSmsSender } from './sms-sender.ts';
import { createTwilioTransport } from './sms-transport.ts';
import type { Said } from '../../mail/mail-module.ts';
import { smsStatus } from '../../../../domain/contracts/notifications.ts';
import { textsConfirmed } from '../../../../test/texts.ts';

// What the text channel's tests share: residents who opted in, texts queued the way the product
// queues them, and senders on the fake Twilio at a chosen time of day.

const notifier = createNotifier({ secret: 'sms-test-secret', appUrl: 'http://app.test' });
let numbers = 0;

/** The first instant from now on whose Central hour is `hour` (a time of day the tests pick). */
export function nextCentralHour(hour: number): Date {
  const QUARTER = 15 * 60_000;
  let at = Math.ceil(Date.now() / QUARTER) * QUARTER;
  while (serviceClock(new Date(at)).hour !== hour) at += QUARTER;
  return new Date(at);
}

/** A signed-up resident with texts on at a number of their own. */
export async function textingResident(t: TestApp) {
  const { user } = await t.signUp();
  const phone = `+1281${String(5_550_000 + ++numbers + (process.pid % 1000) * 1000).padStart(7, '0')}`;
  await textsConfirmed(t.db, user.id, phone);
  return { user, phone };
}

/** Queues a pickup reminder by text for the resident, as the scheduler does. */
export async function queueReminder(t: TestApp, userId: number, body: string): Promise<boolean> {
  const queued = await notifier.notify(t.db, {
    userId,
    type: 'pickup_reminder',
    key: `test-reminder:${userId}:${body}`,
    // The test's own words: the catalogue answers an id it does not hold with the id itself.
    sms: [body] as unknown as Said,
  });
  return queued.sms;
}

/** A sender on this app's database, handing texts to the fake Twilio, at `now`'s time of day. */
export function senderOn(
  t: TestApp,
  twilio: FakeTwilio,
  options: { now?: () => Date; maxPerSecond?: number } = {},
) {
  return startSmsSender({
    db: t.db,
    transport: createTwilioTransport({
      accountSid: FAKE_TWILIO_ACCOUNT,
      authToken: FAKE_TWILIO_TOKEN,
      from: FAKE_TWILIO_FROM,
      apiUrl: twilio.url,
    }),
    log: t.app.log,
    statusCallbackUrl: `${t.config.appUrl}${smsStatus.path}`,
    maxPerSecond: options.maxPerSecond ?? 1000,
    pollIntervalMs: 60_000,
    now: options.now ?? (() => nextCentralHour(12)),
  });
}

/** Hands Twilio's callbacks to the app in-process, at the URL they were signed for. */
export const injectInto =
  (t: TestApp): Deliver =>
  async (callback) => {
    const url = new URL(callback.url);
    const response = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: callback.headers,
      payload: callback.payload,
    });
    return { status: response.statusCode, body: response.body };
  };
