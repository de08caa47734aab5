import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { serviceDayStart } from '../../../domain/holds.ts';
import { translatorFor } from '../../../domain/i18n/catalogue.ts';
import { isQuietHour } from '../../../domain/notifications.ts';
import { addDays, serviceClock } from '../../../domain/pickup-calendar.ts';
import { signedInAdmin } from '../../../test/crew.ts';
import {
  fakeTwilioEnv,
  startFakeTwilio,
  type FakeTwilio,
} from '../../../test/fakes/fake-twilio.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { textsConfirmed } from '../../../test/texts.ts';
import { serviceSchedules } from '../../db/schema.ts';
import { say } from '../mail/mail-module.ts';
import { reminderMessage } from './notice-mail.ts';

// Outside production a journey runs the reminders as if at an evening of its choosing; the texts
// that run makes go out as they would then. Otherwise a journey run after 9 pm Central would find
// its reminder held by tonight's quiet hours until 8 am.

// A Thursday in standard time, and the evening before it, in Central time: the run's own clock.
const PICKUP = '2027-03-04';
const EVE = addDays(PICKUP, -1);
const central = (date: string, hours: number, minutes: number) =>
  new Date(serviceDayStart(date).getTime() + (hours * 60 + minutes) * 60_000);

let t: TestApp;
let twilio: FakeTwilio;
beforeAll(async () => {
  twilio = await startFakeTwilio();
  t = await createTestApp({ env: fakeTwilioEnv(twilio.url) });
});
afterAll(async () => {
  await t?.close();
  await twilio?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * A moment inside the quiet hours, near the real time: the database's own clock stays the real
 * one (PostgreSQL's), so the faked one must not run months ahead of it.
 */
function quietMomentFromNow(): Date {
  const now = new Date();
  if (isQuietHour(serviceClock(now).hour)) return now;
  return central(serviceClock(now).date, 22, 30);
}

test('a reminder run as if at 7:45 pm is texted at once, though the real clock is past 9 pm', async () => {
  const admin = await signedInAdmin(t);
  const { user, id } = await t.customerWith('active');
  await t.db.insert(serviceSchedules).values({
    subscriptionId: id,
    serviceDate: PICKUP,
    source: 'plan',
  });
  const phone = `+1281555${String(user.id % 10_000).padStart(4, '0')}`;
  await textsConfirmed(t.db, user.id, phone, { types: ['pickup_reminder'] });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(quietMomentFromNow());

  const run = await admin.post('/api/admin/dev/notification-scheduler', {
    at: central(EVE, 19, 45).toISOString(),
  });

  expect(run.statusCode).toBe(200);
  const english = translatorFor('en');
  expect(twilio.texts.filter((text) => text.to === phone).map((text) => text.body)).toEqual([
    say(english, reminderMessage(english, PICKUP).sms),
  ]);
});
