import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { serviceDayStart, serviceToday } from '../../../domain/holds.ts';
import { translatorFor } from '../../../domain/i18n/catalogue.ts';
import { addDays, serviceHolidays, weekdayOf } from '../../../domain/pickup-calendar.ts';
import type { NoticeRunReply } from '../../../domain/schemas/notice-schedule.ts';
import type { CustomerServices } from '../../../domain/schemas/service-schedule.ts';
import type { Subscription } from '../../../domain/schemas/subscription.ts';
import { signedInAdmin } from '../../../test/crew.ts';
import { paidWithSandboxCard, paymentTables } from '../../../test/fakes/payment-helpers.ts';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { say, type Said } from '../mail/mail-module.ts';
import { reminderMessage } from './notice-mail.ts';

// Pickup reminders and holiday notices (docs/decisions/041-notifications.md) end to end through
// the API, as a resident and the office reach them: paid with the sandbox card, held and
// suspended through their own routes, the scheduler run as if at a chosen time through the
// development-only control, and the mail read off a real SMTP peer. Each test has its own
// residents on today's calendar; the notices of one test's run for the other's residents are
// never asserted on.

let t: TestApp;
let smtp: SmtpPeer;
let admin: TestClient;
let tables: ReturnType<typeof paymentTables>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  admin = await signedInAdmin(t);
  tables = paymentTables(t.db);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The instant of `hh:mm` Central on a service date (no clock change happens in the evening). */
const centralTime = (date: string, hours: number, minutes = 0) =>
  new Date(serviceDayStart(date).getTime() + (hours * 60 + minutes) * 60_000).toISOString();

type Resident = { client: TestClient; email: string; subscriptionId: number };

/** The reminder email's subject, second line and button, in a language. */
function reminderWords(language: 'en' | 'es', day: string) {
  const translator = translatorFor(language);
  const words = reminderMessage(translator, day).email('', '');
  return {
    subject: say(translator, words.subject),
    when: say(translator, words.lines[1] as Said),
    action: say(translator, words.action.label),
  };
}

/** The resident reads Spanish from now on, as chosen in their settings. */
async function readsSpanish(resident: Resident) {
  const chosen = await resident.client.inject({
    method: 'PUT',
    url: '/api/user/language',
    payload: { language: 'es' },
  });
  expect(chosen.statusCode).toBe(200);
}

/** A new resident on the Premium plan (every weekday), paid with the sandbox card. */
async function premiumResident(): Promise<Resident> {
  const { client, user, id } = await paidWithSandboxCard(t, 'premium');
  return { client, email: user.email, subscriptionId: id };
}

/** Reminders are off by email until asked for: this resident asks, for 7 pm. */
async function emailReminders(resident: Resident) {
  const saved = await resident.client.inject({
    method: 'PUT',
    url: '/api/notifications/settings',
    payload: {
      reminderTime: '19:00',
      choices: [{ type: 'pickup_reminder', channel: 'email', enabled: true }],
    },
  });
  expect(saved.statusCode).toBe(200);
}

const pickupsOf = async (resident: Resident) =>
  (await resident.client.get('/api/service-schedules')).json<CustomerServices>().upcoming;

async function holdOver(resident: Resident, day: string) {
  const held = await resident.client.post(`/api/subscriptions/${resident.subscriptionId}/holds`, {
    startsOn: day,
    returnsOn: addDays(day, 1),
  });
  expect(held.statusCode, held.body).toBeLessThan(300);
}

/** The renewal fails and the grace period passes unpaid: the subscription is suspended. */
async function suspend(resident: Resident) {
  const id = resident.subscriptionId;
  await resident.client.post(`/api/sandbox/subscriptions/${id}/fail-next-renewal`);
  await resident.client.post(`/api/sandbox/subscriptions/${id}/renew`);
  await resident.client.post(`/api/sandbox/subscriptions/${id}/renew`);
  await vi.waitFor(
    async () => {
      const list = (await resident.client.get('/api/subscriptions')).json<Subscription[]>();
      expect(list.find((s) => s.id === id)?.status).toBe('suspended');
    },
    { timeout: 10_000, interval: 50 },
  );
}

async function runScheduler(at: string): Promise<NoticeRunReply> {
  const response = await admin.post('/api/admin/dev/notification-scheduler', { at });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NoticeRunReply>();
}

/** Every message queued for `email` with `subject`, sent or still waiting in the outbox. */
const queued = async (email: string, subject: string) =>
  (await tables.mailTo(email)).filter((m) => m.subject === subject);
const received = (email: string, subject: string) =>
  smtp.messages.filter((m) => m.to.includes(email) && m.subject === subject);

test('a resident who reads Spanish gets the reminder email in Spanish', async () => {
  const today = serviceToday(new Date());
  const resident = await premiumResident();
  await readsSpanish(resident);
  await emailReminders(resident);
  const day = (await pickupsOf(resident)).find((p) => p.serviceDate > today)!.serviceDate;
  await runScheduler(centralTime(addDays(day, -1), 20, 45));

  const spanish = reminderWords('es', day);
  const mail = await smtp.waitFor(
    (m) => m.to.includes(resident.email) && m.subject === spanish.subject,
    10_000,
  );
  expect(mail.subject).toMatch(/^Recolección mañana, \p{L}+, \d{1,2} de \p{L}+$/u);
  expect(mail.text).toContain(spanish.when);
  expect(mail.text).toContain('de 8:00 a.m. a 12:00 p.m., recogemos');
  expect(mail.text).toContain(spanish.action);
  expect(mail.text).toMatch(/Dejar de recibir correos de recordatorios de recolección: \S+/);
});

test('the evening before a pickup, its reminder is made; not for a held or a suspended subscription', async () => {
  const today = serviceToday(new Date());
  const active = await premiumResident();
  const held = await premiumResident();
  const suspended = await premiumResident();

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
  const afternoon = await runScheduler(centralTime(addDays(day, -1), 18, 30));
  expect(afternoon.reminders.due).not.toContain(keys.active);
  const evening = await runScheduler(centralTime(addDays(day, -1), 20, 45));
  expect(evening.reminders.due).toContain(keys.active);
  expect(evening.reminders.due).not.toContain(keys.held);
  expect(evening.reminders.due).not.toContain(keys.suspended);

  // The reminder reaches the resident who asked, once; the held and suspended ones get none.
  const english = reminderWords('en', day);
  const subject = english.subject;
  const mail = await smtp.waitFor(
    (m) => m.to.includes(active.email) && m.subject === subject,
    10_000,
  );
  expect(subject).toMatch(/^Pickup tomorrow, \w+, \w+ \d{1,2}$/);
  expect(mail.text).toContain(english.when);
  expect(mail.text).toMatch(/Stop pickup reminders emails: \S+/);
  await runScheduler(centralTime(addDays(day, -1), 20, 50));
  expect(await queued(active.email, subject)).toHaveLength(1);
  expect(received(active.email, subject)).toHaveLength(1);
  for (const resident of [held, suspended]) {
    expect(await queued(resident.email, subject)).toEqual([]);
    expect(received(resident.email, subject)).toEqual([]);
  }
});

test('a few days before a holiday on their pickup day, residents are emailed; not a held or a suspended one', async () => {
  const today = serviceToday(new Date());
  const year = Number(today.slice(0, 4));
  // The next service holiday on a weekday (Premium picks up Monday to Friday).
  const holiday = [...serviceHolidays(year), ...serviceHolidays(year + 1)].find(
    (h) => h.date > today && weekdayOf(h.date) <= 5,
  )!;
  const active = await premiumResident();
  const held = await premiumResident();
  const suspended = await premiumResident();
  await holdOver(held, holiday.date);
  await suspend(suspended);

  const run = await runScheduler(centralTime(addDays(holiday.date, -3), 10));
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
  const mail = await smtp.waitFor(
    (m) => m.to.includes(active.email) && m.subject === subject,
    10_000,
  );
  expect(mail.text).toContain(`No pickup ${weekday}, ${monthDay}, ${holiday.name}.`);
  expect(mail.text).toMatch(/Your next pickup is \w+, \w{3} \d{1,2}, 8am-12pm\./);
  // One click turns these off, without signing in.
  expect(`${mail.text}\n${mail.html ?? ''}`).toMatch(/https?:\/\/\S+\/unsubscribe\?token=/);

  // The same run made nothing for the others, and a second run nothing more for anyone.
  await runScheduler(centralTime(addDays(holiday.date, -2), 10));
  for (const resident of [held, suspended]) {
    expect(await queued(resident.email, subject)).toEqual([]);
    expect(received(resident.email, subject)).toEqual([]);
  }
  expect(await queued(active.email, subject)).toHaveLength(1);
  expect(received(active.email, subject)).toHaveLength(1);
});

test('a resident who reads Spanish gets the holiday notice in Spanish', async () => {
  const today = serviceToday(new Date());
  const year = Number(today.slice(0, 4));
  const holiday = [...serviceHolidays(year), ...serviceHolidays(year + 1)].find(
    (h) => h.date > today && weekdayOf(h.date) <= 5,
  )!;
  const resident = await premiumResident();
  await readsSpanish(resident);

  await runScheduler(centralTime(addDays(holiday.date, -3), 11));
  const mail = await smtp.waitFor(
    (m) => m.to.includes(resident.email) && m.subject.startsWith('No hay recolección'),
    10_000,
  );
  const names: Record<string, string> = {
    "New Year's Day": 'Año Nuevo',
    'Memorial Day': 'Memorial Day',
    'Independence Day': 'Día de la Independencia',
    'Labor Day': 'Día del Trabajo',
    'Thanksgiving Day': 'Día de Acción de Gracias',
    'Christmas Day': 'Navidad',
  };
  expect(mail.subject).toMatch(/^No hay recolección el \p{L}+, \d{1,2} de \p{L}+\.?, /u);
  expect(mail.subject).toContain(names[holiday.name]);
  expect(mail.text).toMatch(/Hola, .+:/);
  expect(mail.text).toMatch(
    /Su próxima recolección es el \p{L}+, \d{1,2} de \p{L}+\.?, de 8:00 a\.m\. a 12:00 p\.m\./u,
  );
  expect(mail.text).toContain('Ver su calendario: ');
  expect(mail.text).toMatch(/Dejar de recibir correos de avisos de días festivos: \S+/);
});
