import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serviceDayStart } from '../../domain/holds.ts';
import { addDays } from '../../domain/pickup-calendar.ts';
import type { PlanId } from '../../domain/plans.ts';
import type { SubscriptionStatus } from '../../domain/schemas/subscription.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  mailOutbox,
  notificationPreferences,
  notifications,
  serviceSchedules,
  subscriptionHolds,
  subscriptions,
  users,
} from '../db/schema.ts';
import { textsConfirmed } from '../../test/texts.ts';

// A Thursday in standard time, and the evening before it, in Central time.
const PICKUP = '2027-03-04';
const EVE = addDays(PICKUP, -1);
/** The instant of `time` (HH:MM, Central) on `date`, on a day without a clock change. */
const at = (date: string, time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(serviceDayStart(date).getTime() + (h * 60 + m) * 60_000);
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Resident = { userId: number; subscriptionId: number; scheduleIds: Record<string, number> };

/** A resident with one subscription of `status` on `plan` and a pickup on each of `dates`. */
async function resident(
  status: SubscriptionStatus,
  dates: string[],
  extra: Partial<typeof subscriptions.$inferInsert> & { plan?: PlanId } = {},
): Promise<Resident> {
  const { user, id } = await t.customerWith(status, extra);
  const rows = dates.length
    ? await t.db
        .insert(serviceSchedules)
        .values(
          dates.map((serviceDate) => ({
            subscriptionId: id,
            serviceDate,
            source: 'plan' as const,
          })),
        )
        .returning({ id: serviceSchedules.id, date: serviceSchedules.serviceDate })
    : [];
  return {
    userId: user.id,
    subscriptionId: id,
    scheduleIds: Object.fromEntries(rows.map((r) => [r.date, r.id])),
  };
}

const textsOn = (userId: number, reminderTime?: '19:00' | '20:00' | '17:30') =>
  textsConfirmed(t.db, userId, `+1281555${String(userId % 10_000).padStart(4, '0')}`, {
    settings: reminderTime ? { reminderTime } : {},
  });

const emailRemindersOn = (userId: number) =>
  t.db
    .insert(notificationPreferences)
    .values({ userId, type: 'pickup_reminder', channel: 'email', enabled: true });

const logOf = (userId: number) =>
  t.db
    .select({
      type: notifications.type,
      channel: notifications.channel,
      key: notifications.dedupeKey,
      body: notifications.body,
      subject: notifications.subject,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);

const run = (when: Date) => t.app.notificationScheduler.runNow(when);

describe('pickup reminders', () => {
  test('are texted in the resident’s language', async () => {
    const resident_ = await resident('active', [PICKUP]);
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, resident_.userId));
    await textsOn(resident_.userId);
    await run(at(EVE, '19:05'));
    expect((await logOf(resident_.userId)).map((r) => r.body)).toEqual([
      'Katy Valet Trash: recolección mañana, jue, 4 de mar, de 8:00 a.m. a 12:00 p.m. en su puerta. Deje sus bolsas cerradas afuera.',
    ]);
  });

  test('go at the resident’s own time the evening before, not earlier, by the channels they chose', async () => {
    const early = await resident('active', [PICKUP]);
    await textsOn(early.userId, '17:30');
    const usual = await resident('active', [PICKUP]);
    await emailRemindersOn(usual.userId);
    const late = await resident('active', [PICKUP]);
    await textsOn(late.userId, '20:00');
    const key = (r: Resident) => `pickup_reminder:schedule:${r.scheduleIds[PICKUP]}`;

    const afternoon = await run(at(EVE, '17:25'));
    expect(afternoon?.reminders.due).not.toContain(key(early));
    expect(await logOf(early.userId)).toEqual([]);

    const first = await run(at(EVE, '17:35'));
    expect(first?.reminders.due).toContain(key(early));
    expect(first?.reminders.due).not.toContain(key(usual));
    expect(await logOf(early.userId)).toEqual([
      {
        type: 'pickup_reminder',
        channel: 'sms',
        key: key(early),
        subject: null,
        body: 'Katy Valet Trash: pickup tomorrow, Thu, Mar 4, 8am-12pm. Leave sealed bags at your door.',
      },
    ]);

    await run(at(EVE, '19:02'));
    // No text without opting in, and the email reminder is the one they turned on.
    const [mail] = await logOf(usual.userId);
    expect(mail).toMatchObject({
      type: 'pickup_reminder',
      channel: 'email',
      key: key(usual),
      subject: 'Pickup tomorrow, Thursday, March 4',
    });
    const [queued] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Pickup tomorrow, Thursday, March 4'));
    expect(queued?.text).toContain('between 8am-12pm');
    expect(queued?.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await logOf(late.userId)).toEqual([]);

    await run(at(EVE, '20:00'));
    expect((await logOf(late.userId)).map((r) => r.channel)).toEqual(['sms']);
  });

  test('a resident who chose nothing has no reminder: email reminders are off by default', async () => {
    const quiet = await resident('active', [PICKUP]);
    const made = await run(at(EVE, '20:30'));
    expect(made?.reminders.due).toContain(`pickup_reminder:schedule:${quiet.scheduleIds[PICKUP]}`);
    expect(await logOf(quiet.userId)).toEqual([]);
  });

  test('after the quiet hours start, none is made: it would arrive after the crew', async () => {
    const late = await resident('active', ['2027-03-11']);
    await textsOn(late.userId);
    expect((await run(at('2027-03-10', '21:05')))?.reminders.due).toEqual([]);
    expect(await logOf(late.userId)).toEqual([]);
  });

  test('never twice: runs repeated and overlapping make one reminder per pickup and channel', async () => {
    const date = '2027-03-09';
    const residents: Resident[] = [];
    // One at a time: sign-ups share the password hashing queue.
    for (let i = 0; i < 5; i++) residents.push(await resident('active', [date]));
    for (const r of residents) {
      await textsOn(r.userId);
      await emailRemindersOn(r.userId);
    }
    const when = at(addDays(date, -1), '19:30');
    await Promise.all([run(when), run(when), run(when)]);
    await run(when);
    for (const r of residents) {
      expect((await logOf(r.userId)).map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    }
    const outbox = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Pickup tomorrow, Tuesday, March 9'));
    expect(outbox).toHaveLength(5);
  });

  test('only for subscriptions served that day: not paused, held, suspended or cancelled before it', async () => {
    const date = '2027-03-16';
    const dayStart = serviceDayStart(date);
    const served = {
      active: await resident('active', [date]),
      pastDue: await resident('past_due', [date], { pastDueSince: addHours(dayStart, -48) }),
      cancelledLater: await resident('cancelled', [date], {
        serviceEndsAt: addHours(dayStart, 24 * 7),
      }),
    };
    const notServed = {
      paused: await resident('paused', [date], { pauseEndsAt: addHours(dayStart, 24 * 5) }),
      suspended: await resident('suspended', [date]),
      cancelledBefore: await resident('cancelled', [date], {
        serviceEndsAt: addHours(dayStart, -24),
      }),
      held: await resident('active', [date]),
      done: await resident('active', [date]),
    };
    await t.db.insert(subscriptionHolds).values({
      subscriptionId: notServed.held.subscriptionId,
      startsOn: date,
      returnsOn: addDays(date, 3),
    });
    await t.db
      .update(serviceSchedules)
      .set({ status: 'cancelled' })
      .where(eq(serviceSchedules.id, notServed.done.scheduleIds[date]!));
    for (const r of [...Object.values(served), ...Object.values(notServed)])
      await textsOn(r.userId);

    await run(at(addDays(date, -1), '19:00'));
    for (const r of Object.values(served)) {
      expect((await logOf(r.userId)).map((row) => row.type)).toEqual(['pickup_reminder']);
    }
    for (const r of Object.values(notServed)) expect(await logOf(r.userId)).toEqual([]);
  });

  test('none on the eve of a service holiday', async () => {
    const thanksgiving = '2027-11-25';
    const r = await resident('active', [thanksgiving]);
    await textsOn(r.userId);
    expect((await run(at(addDays(thanksgiving, -1), '20:00')))?.reminders.due).toEqual([]);
    expect(await logOf(r.userId)).toEqual([]);
  });
});

const addHours = (when: Date, hours: number) => new Date(when.getTime() + hours * 3_600_000);

describe('holiday notices', () => {
  // Thanksgiving 2027 is Thursday, Nov 25: Basic (Mon, Thu) and Premium lose a pickup, Standard
  // (Mon, Wed, Fri) does not.
  const HOLIDAY = '2027-11-25';
  const NOTICE_DAY = addDays(HOLIDAY, -3);

  test('a few days ahead, to the plans that lose a pickup, once, with the next pickup', async () => {
    const basic = await resident('active', ['2027-11-22', '2027-11-29'], { plan: 'basic' });
    const premium = await resident('active', [], { plan: 'premium' });
    const standard = await resident('active', ['2027-11-24', '2027-11-26'], { plan: 'standard' });
    await textsOn(basic.userId);

    expect((await run(at(addDays(NOTICE_DAY, -1), '10:00')))?.holidayNotices.due).toEqual([]);
    const made = await run(at(NOTICE_DAY, '10:00'));
    expect(made?.holidayNotices.due).toEqual(
      expect.arrayContaining([
        `holiday_notice:${HOLIDAY}:user:${basic.userId}`,
        `holiday_notice:${HOLIDAY}:user:${premium.userId}`,
      ]),
    );
    expect(made?.holidayNotices.due).not.toContain(
      `holiday_notice:${HOLIDAY}:user:${standard.userId}`,
    );
    await run(at(NOTICE_DAY, '14:00'));
    await run(at(addDays(NOTICE_DAY, 1), '10:00'));

    const basicLog = await logOf(basic.userId);
    expect(basicLog.map((r) => [r.type, r.channel])).toEqual([
      ['holiday_notice', 'email'],
      ['holiday_notice', 'sms'],
    ]);
    expect(basicLog[0]?.subject).toBe('No pickup Thursday, Nov 25, Thanksgiving Day');
    expect(basicLog[1]?.body).toBe(
      'Katy Valet Trash: No pickup Thursday, Nov 25, Thanksgiving Day. Your next pickup is Monday, Nov 29, 8am-12pm.',
    );
    // Beyond the schedule's horizon the plan's next day is named: Friday for Premium.
    expect((await logOf(premium.userId))[0]?.body).toContain('Your next pickup is Friday, Nov 26');
    expect(await logOf(standard.userId)).toEqual([]);
  });

  test('not to a subscription held over the holiday, suspended, or cancelled before it', async () => {
    const held = await resident('active', [], { plan: 'basic' });
    await t.db.insert(subscriptionHolds).values({
      subscriptionId: held.subscriptionId,
      startsOn: '2027-11-20',
      returnsOn: '2027-11-28',
    });
    const suspended = await resident('suspended', [], { plan: 'basic' });
    const gone = await resident('cancelled', [], {
      plan: 'premium',
      serviceEndsAt: serviceDayStart('2027-11-23'),
    });
    const pausedUntilBefore = await resident('paused', [], {
      plan: 'premium',
      pauseEndsAt: serviceDayStart('2027-11-24'),
    });
    await run(at(NOTICE_DAY, '11:00'));
    for (const r of [held, suspended, gone]) expect(await logOf(r.userId)).toEqual([]);
    expect((await logOf(pausedUntilBefore.userId)).map((r) => r.type)).toEqual(['holiday_notice']);
  });

  test('one notice per resident, however many subscriptions they hold', async () => {
    const twice = await resident('active', [], { plan: 'basic' });
    await t.db
      .insert(subscriptions)
      .values({ userId: twice.userId, plan: 'premium', priceCents: 5000, status: 'active' });
    await run(at(NOTICE_DAY, '12:00'));
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, twice.userId), eq(notifications.type, 'holiday_notice')));
    expect(rows).toHaveLength(1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two app servers on one database', () => {
  test('each makes the reminders it finds due, and every pickup gets one', async () => {
    const other = await createTestApp({ sameDatabaseAs: t });
    try {
      const date = '2027-03-23';
      const residents: Resident[] = [];
      // One at a time: sign-ups share the password hashing queue.
      for (let i = 0; i < 20; i++) residents.push(await resident('active', [date]));
      for (const r of residents) await textsOn(r.userId);
      const when = at(addDays(date, -1), '19:00');
      await Promise.all([run(when), other.app.notificationScheduler.runNow(when), run(when)]);
      for (const r of residents) {
        expect((await logOf(r.userId)).map((row) => row.channel)).toEqual(['sms']);
      }
    } finally {
      await other.close();
    }
  });
});
