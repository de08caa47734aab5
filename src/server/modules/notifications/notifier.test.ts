import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  mailOutbox,
  notificationPreferences,
  notificationSettings,
  notifications,
  users,
} from '../../db/schema.ts';
import { EN, translatorFor } from '../../../domain/i18n/catalogue.ts';
import type { MailWords, Said } from '../mail/mail-module.ts';
import { createNotifier } from './notifications-module.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';
import { IMMEDIATE_TEXT_KEY_PREFIX } from './sms/sms-queue-repository.ts';

let t: TestApp;
const secret = 'notifier-test-secret';
const notifier = createNotifier({ secret, appUrl: 'https://pickup.example' });
const email: MailWords = {
  subject: ['mail.receipt.subject', { business: 'Katy Valet Trash', number: 'KVT-2026-000001' }],
  lines: [['mail.receipt.thanks']],
  action: { label: ['mail.action.receipts'], url: 'https://pickup.example/billing' },
};
const text: Said = ['notice.reminder.bags'];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

test('a billing email goes to the account address once per event, with a one-click unsubscribe', async () => {
  const { user } = await t.signUp();
  const message = {
    userId: user.id,
    type: 'billing' as const,
    key: `billing:test:${user.id}`,
    email,
    sms: text,
  };
  expect(await notifier.notify(t.db, message)).toEqual({ email: true, sms: false });
  expect(await notifier.notify(t.db, message)).toEqual({ email: false, sms: false });

  const rows = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ channel: 'email', recipient: user.email });
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.notificationId, rows[0]!.id));
  expect(mail!.to).toBe(user.email);
  expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const token = /token=([^>]+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
  expect(readUnsubscribeToken(token, secret)).toEqual({
    ok: true,
    userId: user.id,
    type: 'billing',
  });
  expect(mail!.subject).toBe('Your Katy Valet Trash receipt KVT-2026-000001');
  expect(mail!.text).toContain(`${EN('mail.receipt.thanks')}\n`);
  expect(mail!.text).toContain('Stop billing emails: https://pickup.example/unsubscribe?token=');
  expect(mail!.html).toContain('Unsubscribe from billing emails');
});

test('a resident who reads Spanish gets the email, its footer and the text in Spanish', async () => {
  const { user } = await t.signUp();
  await t.db.update(users).set({ language: 'es' }).where(eq(users.id, user.id));
  await t.db.insert(notificationSettings).values({
    userId: user.id,
    smsPhone: '+12815550147',
    smsOptedInAt: new Date(),
    smsConfirmedAt: new Date(),
  });
  await t.db
    .insert(notificationPreferences)
    .values({ userId: user.id, type: 'billing', channel: 'sms', enabled: true });
  const queued = await notifier.notify(t.db, {
    userId: user.id,
    type: 'billing',
    key: `billing:spanish:${user.id}`,
    email,
    sms: text,
  });
  expect(queued).toEqual({ email: true, sms: true });
  const { t: es } = translatorFor('es');
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
  expect(mail!.subject).toBe('Su recibo de Katy Valet Trash KVT-2026-000001');
  expect(mail!.text).toContain(es('mail.receipt.thanks'));
  expect(mail!.text).toContain('Ver sus recibos: https://pickup.example/billing');
  // The link opens the unsubscribe page in Spanish.
  expect(mail!.text).toMatch(
    /Dejar de recibir correos de facturación: https:\/\/pickup\.example\/unsubscribe\?token=\S+&lang=es\n/,
  );
  expect(mail!.html).toMatch(
    /href="https:\/\/pickup\.example\/unsubscribe\?token=\S+&amp;lang=es"/,
  );
  expect(mail!.html).toContain('<html lang="es">');
  expect(mail!.html).toContain('Cancelar los correos de facturación');
  const [sms] = await t.db
    .select()
    .from(notifications)
    .where(eq(notifications.dedupeKey, `billing:spanish:${user.id}`))
    .then((rows) => rows.filter((r) => r.channel === 'sms'));
  expect(sms!.body).toBe(es('notice.reminder.bags'));
});

test('account security mail has no unsubscribe and never goes by text', async () => {
  const { user } = await t.signUp();
  await t.db
    .insert(notificationSettings)
    .values({ userId: user.id, smsPhone: '+12815550142', smsOptedInAt: new Date() });
  const queued = await notifier.notify(t.db, {
    userId: user.id,
    type: 'account_security',
    key: `security:${user.id}`,
    email,
    sms: text,
  });
  expect(queued).toEqual({ email: true, sms: false });
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
  expect(mail!.headers).toBeNull();
});

test('texts go only to a number opted in, confirmed by its YES and not stopped', async () => {
  const { user } = await t.signUp();
  const reminder = (n: number) => ({
    userId: user.id,
    type: 'pickup_reminder' as const,
    key: `reminder:${user.id}:${n}`,
    email,
    sms: text,
  });
  const confirmation = (n: number) => ({
    userId: user.id,
    type: 'service_update' as const,
    key: `${IMMEDIATE_TEXT_KEY_PREFIX}test:${user.id}:${n}`,
    sms: text,
    ignoreChoices: true,
  });
  expect(await notifier.notify(t.db, reminder(1))).toEqual({ email: false, sms: false });
  await t.db
    .insert(notificationSettings)
    .values({ userId: user.id, smsPhone: '+12815550143', smsOptedInAt: new Date() });
  await t.db
    .insert(notificationPreferences)
    .values({ userId: user.id, type: 'pickup_reminder', channel: 'sms', enabled: true });
  // Opted in, no YES yet: only the text that asks for it goes.
  expect(await notifier.notify(t.db, reminder(2))).toEqual({ email: false, sms: false });
  expect(await notifier.notify(t.db, confirmation(2))).toEqual({ email: false, sms: true });
  await t.db
    .update(notificationSettings)
    .set({ smsConfirmedAt: new Date() })
    .where(eq(notificationSettings.userId, user.id));
  expect(await notifier.notify(t.db, reminder(3))).toEqual({ email: false, sms: true });
  await t.db
    .update(notificationSettings)
    .set({ smsStoppedAt: new Date() })
    .where(eq(notificationSettings.userId, user.id));
  expect(await notifier.notify(t.db, reminder(4))).toEqual({ email: false, sms: false });
  expect(await notifier.notify(t.db, confirmation(4))).toEqual({ email: false, sms: false });
});

test('no text goes by default: a confirmed number gets only the kinds switched on', async () => {
  const { user } = await t.signUp();
  await t.db.insert(notificationSettings).values({
    userId: user.id,
    smsPhone: '+12815550146',
    smsOptedInAt: new Date(),
    smsConfirmedAt: new Date(),
  });
  const texted = async (type: 'pickup_reminder' | 'holiday_notice' | 'service_update') =>
    (await notifier.notify(t.db, { userId: user.id, type, key: `${type}:${user.id}`, sms: text }))
      .sms;
  expect(await texted('pickup_reminder')).toBe(false);
  expect(await texted('holiday_notice')).toBe(false);
  expect(await texted('service_update')).toBe(false);
});

test('a changed, foreign or expired token is refused', async () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const good = createNotifier({ secret, appUrl: '' })
    .unsubscribeUrl(7, 'holiday_notice')
    .split('token=')[1]!;
  expect(readUnsubscribeToken(good, secret)).toMatchObject({ ok: true, userId: 7 });
  expect(readUnsubscribeToken(good.replace(/^7\./, '8.'), secret)).toEqual({
    ok: false,
    reason: 'invalid',
  });
  expect(readUnsubscribeToken(good, 'another-secret')).toEqual({ ok: false, reason: 'invalid' });
  expect(readUnsubscribeToken('nonsense', secret)).toEqual({ ok: false, reason: 'invalid' });
  const later = new Date(now.getTime() + 400 * 24 * 3600 * 1000);
  expect(readUnsubscribeToken(good, secret, later)).toEqual({ ok: false, reason: 'expired' });
});

test('a message that ignores choices goes on channels the resident turned off, texts still only when on', async () => {
  const { user } = await t.signUp();
  await t.db.insert(notificationPreferences).values([
    { userId: user.id, type: 'service_update', channel: 'sms', enabled: false },
    { userId: user.id, type: 'service_update', channel: 'email', enabled: false },
  ]);
  const message = (n: number, ignoreChoices: boolean) => ({
    userId: user.id,
    type: 'service_update' as const,
    key: `confirm:${user.id}:${n}`,
    email,
    sms: text,
    ignoreChoices,
  });
  expect(await notifier.notify(t.db, message(1, true))).toEqual({ email: true, sms: false });
  await t.db.insert(notificationSettings).values({
    userId: user.id,
    smsPhone: '+12815550144',
    smsOptedInAt: new Date(),
    smsConfirmedAt: new Date(),
  });
  expect(await notifier.notify(t.db, message(2, false))).toEqual({ email: false, sms: false });
  expect(await notifier.notify(t.db, message(3, true))).toEqual({ email: true, sms: true });
});
