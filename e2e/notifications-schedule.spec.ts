import type { APIRequestContext, Browser } from '@playwright/test';
import { serviceDayStart, serviceToday } from '../src/domain/holds';
import { NOTICE_TEXT } from '../src/domain/notices';
import { addDays, serviceHolidays, weekdayOf } from '../src/domain/pickup-calendar';
import type { NoticeRunReply } from '../src/domain/schemas/notice-schedule';
import type { CustomerServices } from '../src/domain/schemas/service-schedule';
import { DEMO_ADMIN, logIn, registerAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { mailsTo, waitForMail } from './support/mail';
import { activeSubscription } from './support/subscriptions';

// Pickup reminders and holiday notices (docs/decisions/041-notifications.md), made by the
// scheduler run as if at a chosen time through the development-only control, for the right
// pickups and never for a held or a suspended subscription. One journey at a time: a run makes
// notices for every resident, so another journey's run must not come between a subscription and
// its hold.
test.describe.configure({ mode: 'serial' });

/** The instant of `hh:mm` Central on a service date (no clock change happens in the evening). */
const centralTime = (date: string, hours: number, minutes = 0) =>
  new Date(serviceDayStart(date).getTime() + (hours * 60 + minutes) * 60_000).toISOString();

type Resident = { request: APIRequestContext; email: string; subscriptionId: number };

/** A new resident on the Premium plan (every weekday), paid with the sandbox card. */
async function premiumResident(browser: Browser): Promise<Resident> {
  const context = await browser.newContext();
  const user = await registerAccount(context.request);
  const subscriptionId = await activeSubscription(context.request, 'premium');
  return { request: context.request, email: user.email, subscriptionId };
}

/** Reminders are off by email until asked for: this resident asks, for 7 pm. */
async function emailReminders(resident: Resident) {
  const saved = await resident.request.put('/api/notifications/settings', {
    data: {
      reminderTime: '19:00',
      choices: [{ type: 'pickup_reminder', channel: 'email', enabled: true }],
    },
  });
  expect(saved.ok()).toBe(true);
}

async function pickupsOf(resident: Resident) {
  const services = (await (
    await resident.request.get('/api/service-schedules')
  ).json()) as CustomerServices;
  return services.upcoming;
}

async function holdOver(resident: Resident, day: string) {
  const held = await resident.request.post(`/api/subscriptions/${resident.subscriptionId}/holds`, {
    data: { startsOn: day, returnsOn: addDays(day, 1) },
  });
  expect(held.ok()).toBe(true);
}

/** The renewal fails and the grace period passes unpaid: the subscription is suspended. */
async function suspend(resident: Resident) {
  const id = resident.subscriptionId;
  await resident.request.post(`/api/sandbox/subscriptions/${id}/fail-next-renewal`);
  await resident.request.post(`/api/sandbox/subscriptions/${id}/renew`);
  await resident.request.post(`/api/sandbox/subscriptions/${id}/renew`);
  await expect
    .poll(async () => {
      const list = (await (await resident.request.get('/api/subscriptions')).json()) as {
        id: number;
        status: string;
      }[];
      return list.find((s) => s.id === id)?.status;
    })
    .toBe('suspended');
}

async function runScheduler(browser: Browser, at: string): Promise<NoticeRunReply> {
  const context = await browser.newContext();
  try {
    await logIn(context.request, { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    const response = await context.request.post('/api/admin/dev/notification-scheduler', {
      data: { at },
    });
    expect(response.status()).toBe(200);
    return (await response.json()) as NoticeRunReply;
  } finally {
    await context.close();
  }
}

test('the evening before a pickup, its reminder is made; not for a held or a suspended subscription', async ({
  browser,
}) => {
  test.slow();
  const today = serviceToday(new Date());
  const active = await premiumResident(browser);
  const held = await premiumResident(browser);
  const suspended = await premiumResident(browser);

  // The first pickup after today that all three have.
  const day = (await pickupsOf(active)).find((p) => p.serviceDate > today)!.serviceDate;
  const keyOf = async (resident: Resident) => {
    const pickup = (await pickupsOf(resident)).find((p) => p.serviceDate === day)!;
    return `pickup_reminder:schedule:${pickup.id}`;
  };
  const keys = {
    active: await keyOf(active),
    held: await keyOf(held),
    suspended: await keyOf(suspended),
  };
  for (const resident of [active, held, suspended]) await emailReminders(resident);
  await holdOver(held, day);
  await suspend(suspended);

  // Before the resident's 7 pm nothing is due; at 8:45 pm every resident's time has come.
  const afternoon = await runScheduler(browser, centralTime(addDays(day, -1), 18, 30));
  expect(afternoon.reminders.due).not.toContain(keys.active);
  const evening = await runScheduler(browser, centralTime(addDays(day, -1), 20, 45));
  expect(evening.reminders.due).toContain(keys.active);
  expect(evening.reminders.due).not.toContain(keys.held);
  expect(evening.reminders.due).not.toContain(keys.suspended);

  // The reminder reaches the resident who asked, once; the held and suspended ones get none.
  const subject = NOTICE_TEXT.reminderSubject(day);
  const mail = await waitForMail(active.email, 10_000, (m) => m.subject === subject);
  expect(mail.text).toContain(NOTICE_TEXT.reminderLines(day)[0]);
  await runScheduler(browser, centralTime(addDays(day, -1), 20, 50));
  expect((await mailsTo(active.email)).filter((m) => m.subject === subject)).toHaveLength(1);
  for (const resident of [held, suspended]) {
    expect((await mailsTo(resident.email)).map((m) => m.subject)).not.toContain(subject);
  }
});

test('a few days before a holiday on their pickup day, residents are emailed; not a held or a suspended one', async ({
  browser,
}) => {
  test.slow();
  const today = serviceToday(new Date());
  const year = Number(today.slice(0, 4));
  // The next service holiday on a weekday (Premium picks up Monday to Friday).
  const holiday = [...serviceHolidays(year), ...serviceHolidays(year + 1)].find(
    (h) => h.date > today && weekdayOf(h.date) <= 5,
  )!;
  const active = await premiumResident(browser);
  const held = await premiumResident(browser);
  const suspended = await premiumResident(browser);
  await holdOver(held, holiday.date);
  await suspend(suspended);

  const run = await runScheduler(browser, centralTime(addDays(holiday.date, -3), 10));
  expect(run.holidayNotices.due.length).toBeGreaterThan(0);

  const [weekday, monthDay] = [
    new Date(`${holiday.date}T00:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      timeZone: 'UTC',
    }),
    new Date(`${holiday.date}T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }),
  ];
  const subject = `No pickup ${weekday}, ${monthDay}, ${holiday.name}`;
  const mail = await waitForMail(active.email, 10_000, (m) => m.subject === subject);
  expect(mail.text).toContain(`No pickup ${weekday}, ${monthDay}, ${holiday.name}.`);
  expect(mail.text).toMatch(/Your next pickup is \w+, \w{3} \d{1,2}, 8am-12pm\./);
  // One click turns these off, without signing in.
  expect(mail.links.some((link) => link.includes('/unsubscribe?token='))).toBe(true);

  // The same run made nothing for the others, and a second run nothing more for anyone.
  await runScheduler(browser, centralTime(addDays(holiday.date, -2), 10));
  for (const resident of [held, suspended]) {
    expect((await mailsTo(resident.email)).map((m) => m.subject)).not.toContain(subject);
  }
  expect((await mailsTo(active.email)).filter((m) => m.subject === subject)).toHaveLength(1);
});
