import { EN, translatorFor } from '../../../domain/i18n/catalogue.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CONFIRMATIONS_PER_NUMBER_PER_DAY,
  DEFAULT_PREFERENCES,
  NOTIFICATION_MESSAGES,
  smsDisclosure,
  TEXT_TYPES,
  smsText,
  TEXT_OPT_INS_PER_HOUR,
  UNSUBSCRIBE_LINK_DAYS,
} from '../../../domain/notifications.ts';
import type {
  CustomerNotifications,
  NotificationSettings,
} from '../../../domain/schemas/notifications.ts';
import { createTestApp, TEST_IP, type TestApp, type TestClient } from '../../../test/test-app.ts';
import {
  mailOutbox,
  notificationPreferences,
  notificationSettings,
  notifications,
  smsConsents,
  users,
} from '../../db/schema.ts';
import { createNotifier } from './notifications-module.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

const SMS_TEXT = smsText(EN);

// The resident's notification settings, text consent, one-click unsubscribe and the office's view
// (docs/product.md#notifications).

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const { input, user } = await t.signUp();
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  admin = t.client();
  await admin.post('/api/login', { username: input.email, password: input.password });
});
afterAll(() => t?.close());

const put = (client: TestClient, payload: object) =>
  client.inject({ method: 'PUT', url: '/api/notifications/settings', payload });
const settingsOf = async (client: TestClient) => {
  const res = await client.get('/api/notifications/settings');
  expect(res.statusCode).toBe(200);
  return res.json<NotificationSettings>();
};
const switchOf = (s: NotificationSettings, type: string, channel: string) =>
  s.choices.find((c) => c.type === type && c.channel === channel)?.enabled;
const savedRows = (userId: number) =>
  t.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
const settingsRow = async (userId: number) =>
  (
    await t.db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId))
  )[0];
const consentRows = (userId: number) =>
  t.db.select().from(smsConsents).where(eq(smsConsents.userId, userId));

describe('settings', () => {
  test('need a signed-in resident', async () => {
    expect((await t.client().get('/api/notifications/settings')).statusCode).toBe(401);
    expect((await put(t.client(), { reminderTime: '19:00', choices: [] })).statusCode).toBe(401);
  });

  test('a new resident has the defaults, security email on, every text off, and the disclosure', async () => {
    const { client, user } = await t.signUp();
    const s = await settingsOf(client);
    expect(s.reminderTime).toBe('19:00');
    expect(s.texts).toEqual({
      phone: null,
      on: false,
      awaitingReply: false,
      types: [],
      stoppedByReply: false,
    });
    expect(s.disclosure).toBe(smsDisclosure(EN));
    expect(switchOf(s, 'holiday_notice', 'email')).toBe(true);
    expect(switchOf(s, 'pickup_reminder', 'email')).toBe(false);
    for (const type of TEXT_TYPES) expect(switchOf(s, type, 'sms')).toBe(false);
    expect(DEFAULT_PREFERENCES).toMatchObject(
      Object.fromEntries(TEXT_TYPES.map((type) => [type, { sms: false }])),
    );
    // Nothing is stored for a resident who chose nothing: the defaults above are what applies.
    expect(await savedRows(user.id)).toEqual([]);
    expect(switchOf(s, 'account_security', 'email')).toBe(true);
    // Security notices never go by text: there is no switch for it.
    expect(switchOf(s, 'account_security', 'sms')).toBeUndefined();
    expect(s.choices).toHaveLength(9);
  });

  test('saves the reminder time and the switches together', async () => {
    const { client } = await t.signUp();
    const res = await put(client, {
      reminderTime: '20:30',
      choices: [
        { type: 'billing', channel: 'email', enabled: false },
        { type: 'pickup_reminder', channel: 'email', enabled: true },
        // A text switch sent off before texts are on is not stored: the opt-in picks them.
        { type: 'billing', channel: 'sms', enabled: false },
        { type: 'account_security', channel: 'email', enabled: true },
      ],
    });
    expect(res.statusCode).toBe(200);
    const s = await settingsOf(client);
    expect(s.reminderTime).toBe('20:30');
    expect(switchOf(s, 'billing', 'email')).toBe(false);
    expect(switchOf(s, 'pickup_reminder', 'email')).toBe(true);
    expect(switchOf(s, 'billing', 'sms')).toBe(false);
    expect(switchOf(s, 'holiday_notice', 'email')).toBe(true);
    expect(res.json<NotificationSettings>()).toEqual(s);
  });

  const refusals: [string, object, string][] = [
    [
      'a reminder time outside 5 pm–8:30 pm',
      { reminderTime: '21:00', choices: [] },
      NOTIFICATION_MESSAGES.reminderTimeInvalid,
    ],
    [
      'an unknown type',
      {
        reminderTime: '18:00',
        choices: [{ type: 'marketing', channel: 'email', enabled: true }],
      },
      NOTIFICATION_MESSAGES.typeUnknown,
    ],
    [
      'an unknown channel',
      {
        reminderTime: '18:00',
        choices: [{ type: 'billing', channel: 'pigeon', enabled: true }],
      },
      NOTIFICATION_MESSAGES.channelUnknown,
    ],
    [
      'account security email turned off',
      {
        reminderTime: '18:00',
        choices: [
          { type: 'billing', channel: 'email', enabled: false },
          { type: 'account_security', channel: 'email', enabled: false },
        ],
      },
      NOTIFICATION_MESSAGES.alwaysSent,
    ],
    [
      'a text switch for account security',
      {
        reminderTime: '18:00',
        choices: [{ type: 'account_security', channel: 'sms', enabled: true }],
      },
      NOTIFICATION_MESSAGES.securityEmailOnly,
    ],
    [
      'a text switch turned on before texts are on',
      {
        reminderTime: '18:00',
        choices: [
          { type: 'billing', channel: 'email', enabled: false },
          { type: 'pickup_reminder', channel: 'sms', enabled: true },
        ],
      },
      NOTIFICATION_MESSAGES.textsNotOn,
    ],
    [
      'the same switch twice',
      {
        reminderTime: '18:00',
        choices: [
          { type: 'billing', channel: 'email', enabled: false },
          { type: 'billing', channel: 'email', enabled: true },
        ],
      },
      NOTIFICATION_MESSAGES.choiceRepeated,
    ],
  ];
  test.each(refusals)(
    'refuse %s with a clear message, writing nothing',
    async (_, body, message) => {
      const { client, user } = await t.signUp();
      const res = await put(client, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
      expect(await savedRows(user.id)).toEqual([]);
      expect(await settingsRow(user.id)).toBeUndefined();
    },
  );
});

describe('texts', () => {
  const optIn = (client: TestClient, payload: object) =>
    client.post('/api/notifications/texts', payload);
  const REMINDERS = ['pickup_reminder'];

  test('turning texts on stores the number, the kinds picked, the consent as shown and queues the confirmation', async () => {
    const { client, user } = await t.customerWith('active');
    const res = await optIn(client, {
      phone: '(281) 555-0142',
      types: ['pickup_reminder', 'holiday_notice'],
      consent: true,
    });
    expect(res.statusCode).toBe(200);
    const view = res.json<NotificationSettings>();
    // Not on until the number answers YES: the switches show off, the picks are kept.
    expect(view.texts).toEqual({
      phone: '(281) 555-0142',
      on: false,
      awaitingReply: true,
      types: ['pickup_reminder', 'holiday_notice'],
      stoppedByReply: false,
    });
    for (const type of TEXT_TYPES) expect(switchOf(view, type, 'sms')).toBe(false);
    expect((await savedRows(user.id)).map((r) => [r.type, r.channel, r.enabled]).sort()).toEqual([
      ['billing', 'sms', false],
      ['holiday_notice', 'sms', true],
      ['pickup_reminder', 'sms', true],
      ['service_update', 'sms', false],
    ]);

    const row = await settingsRow(user.id);
    expect(row).toMatchObject({ smsPhone: '+12815550142', smsStoppedAt: null });
    expect(row!.smsOptedInAt).toBeInstanceOf(Date);
    const [consent] = await consentRows(user.id);
    expect(consent).toMatchObject({
      phone: '+12815550142',
      event: 'opt_in',
      source: 'settings',
      disclosure: smsDisclosure(EN),
      ip: TEST_IP,
    });
    // The confirmation leaves at once, whatever the hour: it answers the resident's own action.
    await t.app.texter.drain();
    const texts = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      channel: 'sms',
      recipient: '+12815550142',
      body: SMS_TEXT.confirmation,
      dedupeKey: `sms_confirmation:consent:${consent!.id}`,
      status: 'sent',
    });
  });

  test("a resident who reads Spanish is shown, and agrees to, the consent's words in Spanish", async () => {
    const { client, user } = await t.customerWith('active');
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, user.id));
    const spanish = translatorFor('es').t;
    const shown = (await settingsOf(client)).disclosure;
    expect(shown).toBe(smsDisclosure(spanish));
    expect(shown).toMatch(/^Al marcar esta casilla, usted acepta recibir mensajes de texto/);
    expect(shown).toContain('Responda ALTO para no recibir más, AYUDA para ayuda.');
    const res = await optIn(client, {
      phone: '(281) 555-0148',
      types: ['pickup_reminder'],
      consent: true,
    });
    expect(res.statusCode).toBe(200);
    const [consent] = await consentRows(user.id);
    expect(consent?.disclosure).toBe(shown);
    const [text] = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(text?.body).toBe(smsText(spanish).confirmation);
    expect(text?.body).toMatch(/^Katy Valet Trash: responda SÍ para recibir nuestros mensajes/);
  });

  test('turning texts on again after a STOP reply clears the stop and asks for a YES again', async () => {
    const { client, user } = await t.customerWith('active');
    await optIn(client, { phone: '2815550143', types: REMINDERS, consent: true });
    await t.db
      .update(notificationSettings)
      .set({ smsConfirmedAt: new Date(), smsStoppedAt: new Date() })
      .where(eq(notificationSettings.userId, user.id));
    expect((await settingsOf(client)).texts).toEqual({
      phone: '(281) 555-0143',
      on: false,
      awaitingReply: false,
      types: REMINDERS,
      stoppedByReply: true,
    });
    await optIn(client, { phone: '2815550143', types: REMINDERS, consent: true });
    expect((await settingsOf(client)).texts).toMatchObject({ on: false, awaitingReply: true });
    expect((await settingsRow(user.id))!.smsConfirmedAt).toBeNull();
    const texts = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(texts).toHaveLength(2);
  });

  test('once the number said YES, the switches show and work as picked, and may be changed', async () => {
    const { client, user } = await t.customerWith('past_due');
    await optIn(client, { phone: '2815550148', types: ['service_update'], consent: true });
    await t.db
      .update(notificationSettings)
      .set({ smsConfirmedAt: new Date() })
      .where(eq(notificationSettings.userId, user.id));
    const on = await settingsOf(client);
    expect(on.texts).toMatchObject({ on: true, awaitingReply: false, types: ['service_update'] });
    expect(TEXT_TYPES.filter((type) => switchOf(on, type, 'sms'))).toEqual(['service_update']);
    const saved = await put(client, {
      reminderTime: '19:00',
      choices: [{ type: 'pickup_reminder', channel: 'sms', enabled: true }],
    });
    expect(saved.statusCode).toBe(200);
    expect(
      TEXT_TYPES.filter((type) => switchOf(saved.json<NotificationSettings>(), type, 'sms')),
    ).toEqual(['pickup_reminder', 'service_update']);
  });

  test.each(['active', 'paused', 'past_due'] as const)(
    'a resident whose subscription is %s may turn texts on',
    async (status) => {
      const { client } = await t.customerWith(status);
      const res = await optIn(client, {
        phone: `281555${{ active: '0150', paused: '0151', past_due: '0152' }[status]}`,
        types: REMINDERS,
        consent: true,
      });
      expect(res.statusCode).toBe(200);
    },
  );

  test.each([
    ['no subscription', null],
    ['a checkout never paid', 'pending'],
    ['a suspended subscription', 'suspended'],
    ['a cancelled subscription', 'cancelled'],
  ] as const)(
    'a resident with %s may not turn texts on, and nothing is written',
    async (_, status) => {
      const { client, user } = status === null ? await t.signUp() : await t.customerWith(status);
      const res = await optIn(client, { phone: '2815550153', types: REMINDERS, consent: true });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toBe(
        NOTIFICATION_MESSAGES.textsNeedSubscription,
      );
      expect(await settingsRow(user.id)).toBeUndefined();
      expect(await consentRows(user.id)).toEqual([]);
      expect(await savedRows(user.id)).toEqual([]);
      const texts = await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user.id));
      expect(texts).toEqual([]);
    },
  );

  test('one number gets at most a few confirmation texts a day, whichever accounts ask', async () => {
    const phone = '2815550154';
    const accounts = await Promise.all(
      Array.from({ length: CONFIRMATIONS_PER_NUMBER_PER_DAY + 2 }, () => t.customerWith('active')),
    );
    // Each account asks at the same moment, as if on different app servers.
    const answers = await Promise.all(
      accounts.map(({ client }) => optIn(client, { phone, types: REMINDERS, consent: true })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([
      ...Array<number>(CONFIRMATIONS_PER_NUMBER_PER_DAY).fill(200),
      429,
      429,
    ]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json<{ message: string }>().message).toBe(NOTIFICATION_MESSAGES.textsNumberBusy);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    const texts = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipient, '+12815550154'));
    expect(texts).toHaveLength(CONFIRMATIONS_PER_NUMBER_PER_DAY);
    // Another number is not held back by this one's count.
    const other = await optIn(accounts[0]!.client, {
      phone: '2815550155',
      types: REMINDERS,
      consent: true,
    });
    expect(other.statusCode).toBe(200);
  });

  const bad: [string, object, string, string][] = [
    [
      'no kind of text picked',
      { phone: '2815550142', types: [], consent: true },
      'types',
      NOTIFICATION_MESSAGES.textTypesRequired,
    ],
    [
      'no kinds at all',
      { phone: '2815550142', consent: true },
      'types',
      NOTIFICATION_MESSAGES.textTypesRequired,
    ],
    [
      'account security by text',
      { phone: '2815550142', types: ['account_security'], consent: true },
      'types.0',
      NOTIFICATION_MESSAGES.typeUnknown,
    ],
    [
      'a kind picked twice',
      { phone: '2815550142', types: ['billing', 'billing'], consent: true },
      'types',
      NOTIFICATION_MESSAGES.textTypeRepeated,
    ],
    [
      'a number that is not a US mobile',
      { phone: '555-0142', types: REMINDERS, consent: true },
      'phone',
      NOTIFICATION_MESSAGES.phoneInvalid,
    ],
    [
      'a toll-free number',
      { phone: '(800) 555-0142', types: REMINDERS, consent: true },
      'phone',
      NOTIFICATION_MESSAGES.phoneInvalid,
    ],
    [
      'letters for a number',
      { phone: 'call me', types: REMINDERS, consent: true },
      'phone',
      NOTIFICATION_MESSAGES.phoneInvalid,
    ],
    [
      'an unticked consent box',
      { phone: '2815550142', types: REMINDERS, consent: false },
      'consent',
      NOTIFICATION_MESSAGES.consentRequired,
    ],
    [
      'no consent at all',
      { phone: '2815550142', types: REMINDERS },
      'consent',
      NOTIFICATION_MESSAGES.consentRequired,
    ],
  ];
  test.each(bad)('refuse %s, writing nothing', async (_, payload, field, message) => {
    const { client, user } = await t.customerWith('active');
    const res = await optIn(client, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([message]);
    expect(await settingsRow(user.id)).toBeUndefined();
    expect(await consentRows(user.id)).toEqual([]);
  });

  test('turning texts off keeps the number and records the opt-out', async () => {
    const { client, user } = await t.customerWith('active');
    await optIn(client, { phone: '2815550144', types: REMINDERS, consent: true });
    const res = await client.inject({ method: 'DELETE', url: '/api/notifications/texts' });
    expect(res.statusCode).toBe(200);
    expect(res.json<NotificationSettings>().texts).toEqual({
      phone: '(281) 555-0144',
      on: false,
      awaitingReply: false,
      types: REMINDERS,
      stoppedByReply: false,
    });
    expect((await settingsRow(user.id))!.smsOptedInAt).toBeNull();
    const events = (await consentRows(user.id)).map((c) => c.event).sort();
    expect(events).toEqual(['opt_in', 'opt_out']);
    // Off again changes nothing more.
    await client.inject({ method: 'DELETE', url: '/api/notifications/texts' });
    expect(await consentRows(user.id)).toHaveLength(2);
  });

  test('an account turning texts on again and again is stopped before another text', async () => {
    const strict = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
    try {
      const { client, user } = await strict.customerWith('active');
      // A number of its own each time, so that only the account's count is met.
      for (let i = 0; i < TEXT_OPT_INS_PER_HOUR; i++) {
        const res = await client.post('/api/notifications/texts', {
          phone: `281555016${i}`,
          types: REMINDERS,
          consent: true,
        });
        expect(res.statusCode).toBe(200);
      }
      const refused = await client.post('/api/notifications/texts', {
        phone: '2815550147',
        types: REMINDERS,
        consent: true,
      });
      expect(refused.statusCode).toBe(429);
      const texts = await strict.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user.id));
      expect(texts).toHaveLength(TEXT_OPT_INS_PER_HOUR);
    } finally {
      await strict.close();
    }
  });

  test('need a signed-in resident', async () => {
    const res = await t.client().post('/api/notifications/texts', {
      phone: '2815550142',
      types: REMINDERS,
      consent: true,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('one-click unsubscribe', () => {
  const secret = () => t.config.sessionSecret;
  const notifier = () => createNotifier({ secret: secret(), appUrl: t.config.appUrl });

  test('the email header’s address takes a mail client’s one-click POST', async () => {
    const { client, user } = await t.signUp();
    await notifier().notify(t.db, {
      userId: user.id,
      type: 'billing',
      key: `test:billing:${user.id}`,
      email: {
        subject: ['mail.receipt.thanks'],
        lines: [],
        action: { label: ['mail.action.receipts'], url: t.config.appUrl },
      },
    });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    const address = /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    const url = new URL(address);
    expect(url.pathname).toBe('/api/notifications/unsubscribe');

    const res = await t.client().inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: NOTIFICATION_MESSAGES.unsubscribed('Billing') });
    const s = await settingsOf(client);
    expect(switchOf(s, 'billing', 'email')).toBe(false);
    // That type's email only.
    expect(switchOf(s, 'holiday_notice', 'email')).toBe(true);
    expect(switchOf(s, 'billing', 'sms')).toBe(false);
  });

  test('the page asks what a link turns off, then turns it off with JSON', async () => {
    const { client, user } = await t.signUp();
    const token = unsubscribeToken(user.id, 'holiday_notice', secret());
    const asked = await t.client().get(`/api/notifications/unsubscribe?token=${token}`);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ type: 'holiday_notice', label: 'Holiday notices' });
    // Asking changes nothing: link scanners fetch addresses on their own.
    expect(switchOf(await settingsOf(client), 'holiday_notice', 'email')).toBe(true);

    const res = await t.client().post('/api/notifications/unsubscribe', { token });
    expect(res.statusCode).toBe(200);
    expect(switchOf(await settingsOf(client), 'holiday_notice', 'email')).toBe(false);
    // Pressed twice: the same answer.
    expect((await t.client().post('/api/notifications/unsubscribe', { token })).statusCode).toBe(
      200,
    );
  });

  test('a POST with the token in the address and no body at all is answered too', async () => {
    const { client, user } = await t.signUp();
    const token = unsubscribeToken(user.id, 'pickup_reminder', secret());
    const res = await t.client().inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${token}`,
    });
    expect(res.statusCode).toBe(200);
    expect(switchOf(await settingsOf(client), 'pickup_reminder', 'email')).toBe(false);
  });

  test('a mail client posting multipart form data is answered too', async () => {
    const { client, user } = await t.signUp();
    const token = unsubscribeToken(user.id, 'service_update', secret());
    const boundary = 'x-boundary';
    const res = await t.client().inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${token}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(200);
    expect(switchOf(await settingsOf(client), 'service_update', 'email')).toBe(false);
  });

  const days = (n: number) => new Date(Date.now() + n * 24 * 3600 * 1000);
  test.each([
    ['forged', (id: number) => unsubscribeToken(id, 'billing', 'another-secret'), 400, 'invalid'],
    [
      'changed to another resident',
      (id: number) => unsubscribeToken(id, 'billing', secret()).replace(/^\d+\./, '1.'),
      400,
      'invalid',
    ],
    ['garbled', () => 'not-a-token', 400, 'invalid'],
    ['never-issued', () => unsubscribeToken(9_999_999_999, 'billing', secret()), 400, 'invalid'],
    [
      'expired',
      (id: number) => unsubscribeToken(id, 'billing', secret(), days(-UNSUBSCRIBE_LINK_DAYS - 2)),
      410,
      'expired',
    ],
    [
      'for account security',
      (id: number) => unsubscribeToken(id, 'account_security', secret()),
      400,
      'invalid',
    ],
  ] as const)(
    'a %s token is refused with a clear message, changing nothing',
    async (_, make, status, reason) => {
      const { client, user } = await t.signUp();
      const token = make(user.id);
      const message =
        reason === 'expired'
          ? NOTIFICATION_MESSAGES.unsubscribeExpired
          : NOTIFICATION_MESSAGES.unsubscribeInvalid;
      for (const res of [
        await t.client().get(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`),
        await t.client().post('/api/notifications/unsubscribe', { token }),
        await t.client().inject({
          method: 'POST',
          url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        }),
      ]) {
        expect(res.statusCode).toBe(status);
        expect(res.json<{ message: string }>().message).toBe(message);
      }
      expect(await savedRows(user.id)).toEqual([]);
      expect(switchOf(await settingsOf(client), 'billing', 'email')).toBe(true);
    },
  );

  test('a POST without a token, or for an account that is gone, is refused', async () => {
    const none = await t.client().post('/api/notifications/unsubscribe', {});
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toBe(NOTIFICATION_MESSAGES.unsubscribeInvalid);
    const gone = await t.client().post('/api/notifications/unsubscribe', {
      token: unsubscribeToken(999_999, 'billing', secret()),
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ message: string }>().message).toBe(NOTIFICATION_MESSAGES.unsubscribeInvalid);
  });
});

describe("the office's view of a customer", () => {
  test('is for admins only', async () => {
    const { client, user } = await t.signUp();
    expect((await client.get(`/api/admin/users/${user.id}/notifications`)).statusCode).toBe(403);
    expect((await t.client().get(`/api/admin/users/${user.id}/notifications`)).statusCode).toBe(
      401,
    );
    expect((await admin.get('/api/admin/users/999999/notifications')).statusCode).toBe(404);
  });

  test('shows the switches, the consent history and what was sent with its status', async () => {
    const { client, user } = await t.customerWith('active', {});
    await t.db
      .update(users)
      .set({ firstName: 'Dana', lastName: 'Reyes' })
      .where(eq(users.id, user.id));
    await put(client, {
      reminderTime: '18:30',
      choices: [{ type: 'billing', channel: 'email', enabled: false }],
    });
    await client.post('/api/notifications/texts', {
      phone: '2815550145',
      types: ['holiday_notice'],
      consent: true,
    });
    await t.app.texter.drain();
    // The number's YES (the webhook's part, here written as it leaves it).
    await t.db
      .update(notificationSettings)
      .set({ smsConfirmedAt: new Date() })
      .where(eq(notificationSettings.userId, user.id));
    // The holiday text stays queued: no sender runs from here on (this is the file's last test).
    await t.app.texter.stop();
    await createNotifier({ secret: t.config.sessionSecret, appUrl: t.config.appUrl }).notify(t.db, {
      userId: user.id,
      type: 'holiday_notice',
      key: `test:holiday:${user.id}`,
      email: {
        subject: ['notice.reminder.bags'],
        lines: [],
        action: { label: ['notice.reminder.action'], url: t.config.appUrl },
      },
      sms: ['notice.reminder.bags'],
    });
    await t.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(mailOutbox.to, user.email));

    const res = await admin.get(`/api/admin/users/${user.id}/notifications`);
    expect(res.statusCode).toBe(200);
    const view = res.json<CustomerNotifications>();
    expect(view.customerName).toBe('Dana Reyes');
    expect(view.settings.reminderTime).toBe('18:30');
    expect(view.settings.texts).toEqual({
      phone: '(281) 555-0145',
      on: true,
      awaitingReply: false,
      types: ['holiday_notice'],
      stoppedByReply: false,
    });
    expect(view.consents).toEqual([
      {
        at: expect.any(String),
        event: 'opt_in',
        source: 'settings',
        phone: '(281) 555-0145',
        ip: TEST_IP,
      },
    ]);
    const log = view.log.map((m) => [m.type, m.channel, m.recipient, m.status]);
    expect(log).toEqual(
      expect.arrayContaining([
        ['holiday_notice', 'email', user.email, 'sent'],
        ['holiday_notice', 'sms', '+12815550145', 'pending'],
        ['service_update', 'sms', '+12815550145', 'sent'],
      ]),
    );
    expect(view.log).toHaveLength(3);
  });
});
