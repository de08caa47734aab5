import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { paidWithSandboxCard } from '../../../test/fakes/payment-helpers.ts';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { serviceToday } from '../../../domain/holds.ts';
import { addDays } from '../../../domain/pickup-calendar.ts';
import { notificationPreferences, notifications, subscriptions } from '../../db/schema.ts';

// The messages the product sent before the notification layer, now through it: each with its
// type in the resident's log, each once per event, and security mail whatever the choices.

let t: TestApp;
let smtp: SmtpPeer;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const logOf = (userId: number) =>
  t.db
    .select({
      type: notifications.type,
      channel: notifications.channel,
      key: notifications.dedupeKey,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);

test('a paid subscription: the confirmation and the receipt are billing messages, each once', async () => {
  const customer = await paidWithSandboxCard(t, 'standard');
  await smtp.waitFor((m) => m.to.includes(customer.user.email) && /receipt/.test(m.subject));
  const log = await logOf(customer.user.id);
  expect(log.map((r) => r.type)).toEqual(['billing', 'billing']);
  expect(log.map((r) => r.key)).toEqual([
    `billing:subscription_active:${customer.id}`,
    expect.stringMatching(/^billing:receipt:/),
  ]);
});

test('a changed password is an account security email, sent even when every choice is off, with no unsubscribe', async () => {
  const { client, user, input } = await t.signUp();
  // Even a choice saved by hand cannot silence it.
  await t.db
    .insert(notificationPreferences)
    .values({ userId: user.id, type: 'account_security', channel: 'email', enabled: false });
  const changed = await client.post('/api/change-password', {
    currentPassword: input.password,
    newPassword: 'a-brand-new-password-42',
  });
  expect(changed.statusCode).toBe(200);
  const mail = await smtp.waitFor((m) => m.to.includes(user.email) && /password/.test(m.subject));
  expect(mail.subject).toBe('Your Katy Valet Trash password was changed');
  expect(mail.raw).not.toContain('List-Unsubscribe');
  expect(mail.text).not.toContain('unsubscribe');
  expect((await logOf(user.id)).map((r) => [r.type, r.channel])).toEqual([
    ['account_security', 'email'],
  ]);
});

const billingKeys = async (userId: number) =>
  (await logOf(userId)).filter((r) => r.type === 'billing').map((r) => r.key);

test('a hold starting and ending by itself, a plan change and a cancel are each one billing email', async () => {
  const customer = await paidWithSandboxCard(t, 'standard');
  const { client, id, user } = customer;
  const today = serviceToday(new Date());

  const held = await client.post(`/api/subscriptions/${id}/holds`, {
    startsOn: today,
    returnsOn: addDays(today, 7),
  });
  expect(held.statusCode).toBe(200);
  const started = await smtp.waitFor(
    (m) => m.to.includes(user.email) && m.subject === 'Your pickups are on hold',
  );
  expect(started.text).toContain('billing pauses with them');

  // The hold's last day passes; the hourly sweep ends it, twice over on two servers: one email.
  await t.db
    .update(subscriptions)
    .set({ pauseEndsAt: new Date(Date.now() - 60_000) })
    .where(eq(subscriptions.id, id));
  await Promise.all([t.app.pauseExpiry.runNow(), t.app.pauseExpiry.runNow()]);
  await smtp.waitFor(
    (m) => m.to.includes(user.email) && m.subject === 'Your hold is over: pickups start again',
  );

  const bigger = await client.post(`/api/subscriptions/${id}/change-plan`, { plan: 'premium' });
  expect(bigger.statusCode).toBe(200);
  await smtp.waitFor(
    (m) => m.to.includes(user.email) && m.subject === 'Your plan changes to Premium',
  );

  const cancelled = await client.post(`/api/subscriptions/${id}/cancel`, {});
  expect(cancelled.statusCode).toBe(200);
  const bye = await smtp.waitFor(
    (m) => m.to.includes(user.email) && m.subject === 'Your subscription is cancelled',
  );
  expect(bye.text).toContain('Pickups continue until');

  expect(await billingKeys(user.id)).toEqual([
    `billing:subscription_active:${id}`,
    expect.stringMatching(/^billing:receipt:/),
    `billing:hold_started:subscription:${id}:${today}`,
    expect.stringMatching(new RegExp(`^billing:hold_ended:subscription:${id}:`)),
    // The provider's charge for the rest of the period, then the change.
    expect.stringMatching(/^billing:receipt:/),
    expect.stringMatching(new RegExp(`^billing:plan_change:subscription:${id}:premium:`)),
    `billing:cancelled:subscription:${id}`,
  ]);
});

test('a resident who reads Spanish gets the security and billing emails in Spanish', async () => {
  const customer = await paidWithSandboxCard(t, 'standard');
  const { client, id, user } = customer;
  const today = serviceToday(new Date());
  const chosen = await client.inject({
    method: 'PUT',
    url: '/api/user/language',
    payload: { language: 'es' },
  });
  expect(chosen.statusCode).toBe(200);
  const to = (subject: string) =>
    smtp.waitFor((m) => m.to.includes(user.email) && m.subject === subject);

  const changed = await client.post('/api/change-password', {
    currentPassword: customer.input.password,
    newPassword: 'una-contrasena-nueva-42',
  });
  expect(changed.statusCode).toBe(200);
  const security = await to('Se cambió la contraseña de su cuenta de Katy Valet Trash');
  expect(security.text).toContain('Si no fue usted, restablezca su contraseña ahora mismo');
  expect(security.text).not.toContain('Dejar de recibir');

  const held = await client.post(`/api/subscriptions/${id}/holds`, {
    startsOn: today,
    returnsOn: addDays(today, 7),
  });
  expect(held.statusCode).toBe(200);
  const started = await to('Sus recolecciones están en pausa');
  expect(started.text).toMatch(/Las recolecciones vuelven el \p{L}+, \d{1,2} de \p{L}+\./u);
  expect(started.text).toMatch(/Dejar de recibir correos de facturación: \S+/);
  expect(started.html).toContain('Cancelar los correos de facturación');

  await t.db
    .update(subscriptions)
    .set({ pauseEndsAt: new Date(Date.now() - 60_000) })
    .where(eq(subscriptions.id, id));
  await t.app.pauseExpiry.runNow();
  const ended = await to('Terminó su pausa: vuelven las recolecciones');
  expect(ended.text).toContain('de 8:00 a.m. a 12:00 p.m. en sus días de recolección');

  const bigger = await client.post(`/api/subscriptions/${id}/change-plan`, { plan: 'premium' });
  expect(bigger.statusCode).toBe(200);
  const plan = await to('Su plan cambia a Premium');
  expect(plan.text).toContain('Su plan Premium ($50.00 al mes) empieza');

  const cancelled = await client.post(`/api/subscriptions/${id}/cancel`, {});
  expect(cancelled.statusCode).toBe(200);
  const bye = await to('Su suscripción está cancelada');
  expect(bye.text).toMatch(/Las recolecciones siguen hasta el \d{1,2} de \p{L}+,/u);
  expect(bye.text).toContain('Lamentamos que se vaya.');
});
