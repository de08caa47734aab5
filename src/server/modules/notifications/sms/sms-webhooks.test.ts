import { EN, translatorFor } from '../../../../domain/i18n/catalogue.ts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NOTIFICATION_MESSAGES, smsText } from '../../../../domain/notifications.ts';
import {
  fakeTwilioEnv,
  startFakeTwilio,
  type FakeTwilio,
} from '../../../../test/fakes/fake-twilio.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { notifications, notificationSettings, smsConsents, users } from '../../../db/schema.ts';
import type { NotificationSettings } from '../../../../domain/schemas/notifications.ts';
import { createNotifier } from '../notifications-module.ts';
import { injectInto, queueReminder, senderOn, textingResident } from './sms-test-helpers.ts';
import { smsInbound, smsStatus } from '../../../../domain/contracts/notifications.ts';
import { keywordOf, twiml } from './sms-webhook-routes.ts';

const SMS_TEXT = smsText(EN);
const SMS_ES = smsText(translatorFor('es').t);

let twilio: FakeTwilio;
let t: TestApp;
const INBOUND_URL = `http://app.test${smsInbound.path}`;
const STATUS_URL = `http://app.test${smsStatus.path}`;
const notifier = createNotifier({ secret: 'sms-test-secret', appUrl: 'http://app.test' });

beforeAll(async () => {
  twilio = await startFakeTwilio();
  t = await createTestApp({ env: fakeTwilioEnv(twilio.url) });
  await t.app.texter.stop();
});
afterAll(async () => {
  await t?.close();
  await twilio?.close();
});

/** Queues a reminder for a new texting resident and sends it; returns Twilio's id. */
async function sentText(body: string) {
  const resident = await textingResident(t);
  await queueReminder(t, resident.user.id, body);
  const sender = senderOn(t, twilio);
  sender.kick();
  await sender.stop();
  const text = twilio.texts.find((x) => x.to === resident.phone)!;
  return { ...resident, sid: text.sid };
}

const rowOf = async (userId: number) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId)))[0]!;

describe('delivery reports', () => {
  test('a signed report updates the log: sent, then delivered', async () => {
    const { user, sid } = await sentText('Delivered one');
    const answers = await twilio.report(sid, ['sent', 'delivered'], injectInto(t));
    expect(answers.map((a) => [a.status, JSON.parse(a.body)])).toEqual([
      [200, { recorded: true }],
      [200, { recorded: true }],
    ]);
    const row = await rowOf(user.id);
    expect(row).toMatchObject({ status: 'delivered', providerStatus: 'delivered' });
    expect(row.providerStatusAt).toBeInstanceOf(Date);
  });

  test('a report that arrives late never replaces a later status', async () => {
    const { user, sid } = await sentText('Out of order');
    const answers = await twilio.report(sid, ['delivered', 'sent'], injectInto(t));
    expect(answers.map((a) => JSON.parse(a.body))).toEqual([
      { recorded: true },
      { recorded: false },
    ]);
    expect(await rowOf(user.id)).toMatchObject({
      status: 'delivered',
      providerStatus: 'delivered',
    });
  });

  test('an undelivered text is marked so, with the carrier’s error', async () => {
    const { user, sid } = await sentText('Undelivered one');
    await twilio.report(sid, ['sent', 'undelivered'], injectInto(t));
    expect(await rowOf(user.id)).toMatchObject({
      status: 'undelivered',
      providerStatus: 'undelivered',
      lastError: 'Carrier error 30003',
    });
  });

  test('a report for a text we do not know is acknowledged and ignored', async () => {
    const callback = twilio.sign(STATUS_URL, {
      MessageSid: `SM${'0'.repeat(32)}`,
      MessageStatus: 'delivered',
    });
    expect(await injectInto(t)(callback)).toEqual({
      status: 200,
      body: JSON.stringify({ recorded: false }),
    });
  });

  test('an unsigned, forged or altered report is refused and changes nothing', async () => {
    const { user, sid } = await sentText('Forged one');
    const params = { MessageSid: sid, MessageStatus: 'delivered' };
    const signed = twilio.sign(STATUS_URL, params);
    const forger = await startFakeTwilio({ authToken: 'someone-else' });
    await forger.close();
    const attempts = [
      { ...signed, headers: { 'content-type': signed.headers['content-type']! } },
      forger.sign(STATUS_URL, params),
      {
        ...signed,
        payload: new URLSearchParams({ ...params, MessageStatus: 'failed' }).toString(),
      },
      { ...twilio.sign(`https://elsewhere.example${smsStatus.path}`, params), url: STATUS_URL },
    ];
    for (const attempt of attempts) {
      const answer = await injectInto(t)(attempt);
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({ message: NOTIFICATION_MESSAGES.callbackUnsigned });
    }
    const json = await t.app.inject({
      method: 'POST',
      url: smsStatus.path,
      payload: params,
    });
    expect(json.statusCode).toBe(403);
    expect(await rowOf(user.id)).toMatchObject({ status: 'sent', providerStatus: 'queued' });
  });

  test('a signed report without a known status is a 400', async () => {
    const reports: Record<string, string>[] = [
      { MessageSid: 'SM1' },
      { MessageSid: 'SM1', MessageStatus: 'exploded' },
      { MessageSid: '../x', MessageStatus: 'sent' },
    ];
    const answers = [];
    for (const params of reports)
      answers.push(await injectInto(t)(twilio.sign(STATUS_URL, params)));
    expect(answers.map((a) => [a.status, JSON.parse(a.body).message])).toEqual([
      [400, 'Callback field missing or not valid: MessageStatus'],
      [400, 'Callback field missing or not valid: MessageStatus'],
      [400, 'Callback field missing or not valid: MessageSid'],
    ]);
  });
});

describe('replies', () => {
  const reply = (from: string, body: string) =>
    twilio.receive(INBOUND_URL, from, body, injectInto(t));
  const consentsOf = (phone: string) =>
    t.db
      .select({ event: smsConsents.event, source: smsConsents.source, userId: smsConsents.userId })
      .from(smsConsents)
      .where(eq(smsConsents.phone, phone))
      .orderBy(desc(smsConsents.id));

  test('STOP turns texts off for the number, keeps the evidence and confirms', async () => {
    const { user, phone } = await textingResident(t);
    await queueReminder(t, user.id, 'Queued before STOP');
    const answer = await reply(phone, ' stop ');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(twiml(SMS_TEXT.stopped));
    const [settings] = await t.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, user.id));
    expect(settings!.smsStoppedAt).toBeInstanceOf(Date);
    expect(await consentsOf(phone)).toEqual([
      { event: 'stop', source: 'text_reply', userId: user.id },
    ]);
    // The text queued before the reply never goes, and no new one is queued.
    const sender = senderOn(t, twilio);
    sender.kick();
    await sender.stop();
    expect(twilio.texts.filter((x) => x.to === phone)).toEqual([]);
    expect(await queueReminder(t, user.id, 'After STOP')).toBe(false);

    // START brings texts back.
    const started = await reply(phone, 'Start');
    expect(started.body).toBe(twiml(SMS_TEXT.started));
    expect(await consentsOf(phone)).toMatchObject([{ event: 'start' }, { event: 'stop' }]);
    expect(await queueReminder(t, user.id, 'After START')).toBe(true);
    const again = senderOn(t, twilio);
    again.kick();
    await again.stop();
    expect(twilio.texts.filter((x) => x.to === phone).map((x) => x.body)).toEqual(['After START']);
  });

  test('an opt-in sends only the confirmation until the number replies YES; then the picked texts go', async () => {
    const { client, user } = await t.customerWith('active');
    const phone = '+12815559870';
    const res = await client.post('/api/notifications/texts', {
      phone: '2815559870',
      types: ['pickup_reminder'],
      consent: true,
    });
    expect(res.statusCode).toBe(200);
    // Before YES: nothing but the confirmation is queued for the number, whatever was picked.
    expect(await queueReminder(t, user.id, 'Before YES')).toBe(false);
    const sender = senderOn(t, twilio);
    sender.kick();
    await sender.stop();
    expect(twilio.texts.filter((x) => x.to === phone).map((x) => x.body)).toEqual([
      SMS_TEXT.confirmation,
    ]);

    const yes = await reply(phone, 'Yes!');
    expect(yes.body).toBe(twiml(SMS_TEXT.confirmed));
    expect(await consentsOf(phone)).toMatchObject([
      { event: 'confirm', source: 'text_reply', userId: user.id },
      { event: 'opt_in', source: 'settings', userId: user.id },
    ]);
    const view = await client.get('/api/notifications/settings');
    expect(view.json<NotificationSettings>().texts).toMatchObject({
      on: true,
      awaitingReply: false,
    });
    // After YES: the kinds picked are queued and sent; the others are not.
    expect(await queueReminder(t, user.id, 'After YES')).toBe(true);
    const holiday = await notifier.notify(t.db, {
      userId: user.id,
      type: 'holiday_notice',
      key: `test-holiday:${user.id}`,
      sms: ['notice.reminder.bags'],
    });
    expect(holiday.sms).toBe(false);
    const again = senderOn(t, twilio);
    again.kick();
    await again.stop();
    expect(twilio.texts.filter((x) => x.to === phone).map((x) => x.body)).toEqual([
      SMS_TEXT.confirmation,
      'After YES',
    ]);
    // A second YES changes nothing and answers as for a number already texting.
    expect((await reply(phone, 'YES')).body).toBe(twiml(SMS_TEXT.started));
    expect(await consentsOf(phone)).toHaveLength(2);
  });

  test('a text queued while confirmed is not sent once the resident opts in again, until the new YES', async () => {
    const { user, phone } = await textingResident(t);
    expect(await queueReminder(t, user.id, 'Queued before opting in again')).toBe(true);
    await t.db
      .update(notificationSettings)
      .set({ smsConfirmedAt: null })
      .where(eq(notificationSettings.userId, user.id));
    const sender = senderOn(t, twilio);
    sender.kick();
    await sender.stop();
    expect(twilio.texts.filter((x) => x.to === phone)).toEqual([]);
    expect((await rowOf(user.id)).status).toBe('skipped');
  });

  test('START from a number that never opted in turns nothing on and says nothing', async () => {
    const { user } = await t.signUp();
    const phone = '+12815559876';
    await t.db.insert(notificationSettings).values({ userId: user.id, smsPhone: phone });
    const answer = await reply(phone, 'START');
    expect(answer.body).toBe(twiml());
    expect(await consentsOf(phone)).toEqual([]);
    expect(await queueReminder(t, user.id, 'Never opted in')).toBe(false);
  });

  test('HELP says who we are and how to stop; other words get no reply', async () => {
    const { phone } = await textingResident(t);
    expect((await reply(phone, 'help')).body).toBe(twiml(SMS_TEXT.help));
    const other = await reply(phone, 'Can you pick up on Friday instead?');
    expect(other).toEqual({ status: 200, body: twiml() });
    expect(await consentsOf(phone)).toEqual([]);
  });

  test('a resident who reads Spanish uses ALTO, SÍ and AYUDA, and every answer is in Spanish', async () => {
    const { user, phone } = await textingResident(t);
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, user.id));
    expect((await reply(phone, 'Alto')).body).toBe(twiml(SMS_ES.stopped));
    expect(await queueReminder(t, user.id, 'After ALTO')).toBe(false);
    expect((await reply(phone, 'Sí')).body).toBe(twiml(SMS_ES.started));
    expect(await queueReminder(t, user.id, 'After SÍ')).toBe(true);
    expect((await reply(phone, 'ayuda')).body).toBe(twiml(SMS_ES.help));
    // The English keywords work too, and are answered in the resident's language.
    expect((await reply(phone, 'STOP')).body).toBe(twiml(SMS_ES.stopped));
    expect(await consentsOf(phone)).toMatchObject([
      { event: 'stop' },
      { event: 'start' },
      { event: 'stop' },
    ]);
  });

  test('a resident who reads Spanish is asked in Spanish to confirm, and answers SÍ', async () => {
    const { client } = await t.customerWith('active');
    await client.inject({ method: 'PUT', url: '/api/user/language', payload: { language: 'es' } });
    const phone = '+12815559869';
    const res = await client.post('/api/notifications/texts', {
      phone: '2815559869',
      types: ['pickup_reminder'],
      consent: true,
    });
    expect(res.statusCode).toBe(200);
    const sender = senderOn(t, twilio);
    sender.kick();
    await sender.stop();
    expect(twilio.texts.filter((x) => x.to === phone).map((x) => x.body)).toEqual([
      SMS_ES.confirmation,
    ]);
    expect((await reply(phone, 'SÍ')).body).toBe(twiml(SMS_ES.confirmed));
  });

  test('BAJA from a number we do not know is answered in Spanish, STOP in English', async () => {
    expect((await reply('+12815559874', 'BAJA')).body).toBe(twiml(SMS_ES.stopped));
    expect((await reply('+12815559873', 'STOP')).body).toBe(twiml(SMS_TEXT.stopped));
  });

  test('a STOP from a number we do not know is still confirmed and kept', async () => {
    const phone = '+12815559875';
    expect((await reply(phone, 'UNSUBSCRIBE')).body).toBe(twiml(SMS_TEXT.stopped));
    expect(await consentsOf(phone)).toEqual([
      { event: 'stop', source: 'text_reply', userId: null },
    ]);
  });

  test('an unsigned reply is refused and stops nothing', async () => {
    const { user, phone } = await textingResident(t);
    const response = await t.app.inject({
      method: 'POST',
      url: smsInbound.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ From: phone, Body: 'STOP' }).toString(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOTIFICATION_MESSAGES.callbackUnsigned });
    expect(await queueReminder(t, user.id, 'Still texting')).toBe(true);
  });

  test('a signed reply without a sender is a 400', async () => {
    const answer = await injectInto(t)(twilio.sign(INBOUND_URL, { Body: 'STOP' }));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).errors).toHaveProperty('From');
  });
});

describe('TwiML and keywords', () => {
  test('the reply is escaped XML', () => {
    expect(twiml('Tom & Jerry <3 "you"')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>Tom &#38; Jerry &#60;3 &#34;you&#34;</Message></Response>',
    );
  });

  test('a keyword is the word alone, in any case', () => {
    expect(keywordOf('Stop.')).toBe('stop');
    expect(keywordOf('quit!')).toBe('stop');
    expect(keywordOf('unstop')).toBe('start');
    expect(keywordOf('info')).toBe('help');
    expect(keywordOf('Alto.')).toBe('stop');
    expect(keywordOf('baja')).toBe('stop');
    expect(keywordOf('¡Sí!')).toBe('start');
    expect(keywordOf('si')).toBe('start');
    expect(keywordOf('AYUDA')).toBe('help');
    expect(keywordOf('alto el lunes por favor')).toBeUndefined();
    expect(keywordOf('please stop coming on Monday')).toBeUndefined();
  });
});
