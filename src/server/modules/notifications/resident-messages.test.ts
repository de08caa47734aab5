import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { paidWithSandboxCard } from '../../../test/fakes/payment-helpers.ts';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { notificationPreferences, notifications } from '../../db/schema.ts';

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
