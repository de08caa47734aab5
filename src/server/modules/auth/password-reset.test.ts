import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../../../test/smtp-peer.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  createTestApp,
  newAccount,
  type TestApp,
  type TestClient,
} from '../../../test/test-app.ts';
import { passwordResetTokens, users } from '../../db/schema.ts';

const FORGOT_ACCEPTED = 'If an account exists for that email, a reset link is on its way.';
const INVALID_TOKEN = 'Invalid or expired token';

let t: TestApp;
let smtp: SmtpPeer;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const login = (username: string, password: string) =>
  t.client().post('/api/login', { username, password });
const verify = (token: string) =>
  t.client().get(`/api/reset-password/verify?token=${encodeURIComponent(token)}`);
const reset = (token: string, password: string) =>
  t.client().post('/api/reset-password', { token, password });

/** Asks for a link and returns the mail that reached the SMTP server, and the token in its link. */
async function requestResetMail(email: string): Promise<{ mail: ReceivedMail; token: string }> {
  const already = smtp.messages.length;
  const response = await t.client().post('/api/forgot-password', { email });
  expect(response.statusCode).toBe(200);
  // The mail is queued after the answer, then sent by the outbox sender.
  const mail = await smtp.waitFor(
    (m) => smtp.messages.indexOf(m) >= already && m.subject.startsWith('Reset your'),
  );
  const link = /http:\/\/app\.test\/reset-password\?token=(\S+)/.exec(mail.text);
  if (!link?.[1]) throw new Error(`no reset link in the mail:\n${mail.text}`);
  return { mail, token: decodeURIComponent(link[1]) };
}

describe('forgot password → email → reset', () => {
  test('the whole journey over real SMTP', async () => {
    const { input, client: signedIn } = await t.signUp();
    const { mail, token } = await requestResetMail(input.email);

    expect(mail.to).toEqual([input.email]);
    expect(mail.subject).toBe('Reset your Katy Valet Trash password');
    expect(mail.text).toContain(`Hi ${input.firstName},`);
    expect(mail.html).toContain('http://app.test/reset-password?token=');

    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ ok: true });

    const done = await reset(token, 'my-new-password-1');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      message: 'Your password has been changed. You can now log in with your new password.',
    });

    expect((await login(input.email, 'my-new-password-1')).statusCode).toBe(200);
    expect((await login(input.email, input.password)).statusCode).toBe(401);
    // Whoever held a session before the reset (perhaps the one who knew the old password) is out.
    expect((await signedIn.get('/api/user')).statusCode).toBe(401);

    // The link works once.
    expect((await verify(token)).json()).toEqual({ message: INVALID_TOKEN });
    const again = await reset(token, 'another-password-2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: INVALID_TOKEN });
    expect((await login(input.email, 'my-new-password-1')).statusCode).toBe(200);
  });

  test("is written in the account's language, read from its row", async () => {
    const { input, user } = await t.signUp();
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, user.id));
    // The request's own language plays no part.
    const response = await t.client().inject({
      method: 'POST',
      url: '/api/forgot-password',
      headers: { 'accept-language': 'en-US' },
      payload: { email: input.email },
    });
    expect(response.statusCode).toBe(200);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(input.email) && m.subject.startsWith('Restablezca'),
    );
    expect(mail.subject).toBe('Restablezca su contraseña de Katy Valet Trash');
    expect(mail.text).toContain(`Hola, ${input.firstName}:`);
    expect(mail.text).toContain('El enlace funciona una sola vez y vence en 1 hora.');
    expect(mail.text).toContain('Restablecer contraseña: http://app.test/reset-password?token=');
  });

  test('answers the same for an unknown email, and sends nothing', async () => {
    const { input } = await t.signUp();
    const before = smtp.messages.length;

    const known = await t.client().post('/api/forgot-password', { email: input.email });
    const unknown = await t.client().post('/api/forgot-password', { email: 'nobody@example.com' });
    // The lookup and the mail happen after the answer: wait for the known address's mail.
    await smtp.waitFor((m) => m.to.includes(input.email));
    await t.app.mailer.drain();

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: FORGOT_ACCEPTED });
    expect(known.json()).toEqual(unknown.json());
    const sent = smtp.messages.slice(before);
    expect(sent.map((m) => m.to)).toEqual([[input.email]]);
  });

  test('finds the account whatever the letter case of the email, and mails the stored address', async () => {
    const { input } = await t.signUp();
    const { mail } = await requestResetMail(input.email.toUpperCase());
    expect(mail.to).toEqual([input.email]);
  });

  test('stores only a hash of the token', async () => {
    const { input, user } = await t.signUp();
    const { token } = await requestResetMail(input.email);
    const rows = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  test('an expired link is rejected and changes nothing', async () => {
    const { input, user } = await t.signUp();
    const { token } = await requestResetMail(input.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(passwordResetTokens.userId, user.id));

    const verified = await verify(token);
    expect(verified.statusCode).toBe(400);
    expect(verified.json()).toEqual({ message: INVALID_TOKEN });
    const response = await reset(token, 'my-new-password-1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: INVALID_TOKEN });
    expect((await login(input.email, input.password)).statusCode).toBe(200);
  });

  test('a newer link makes the older one useless', async () => {
    const { input } = await t.signUp();
    const first = await requestResetMail(input.email);
    const second = await requestResetMail(input.email);
    expect(second.token).not.toBe(first.token);
    expect((await verify(first.token)).statusCode).toBe(400);
    expect((await reset(first.token, 'my-new-password-1')).statusCode).toBe(400);
    expect((await verify(second.token)).statusCode).toBe(200);
  });

  test('a made-up token is rejected', async () => {
    expect((await verify('not-a-real-token')).json()).toEqual({ message: INVALID_TOKEN });
    expect((await reset('not-a-real-token', 'my-new-password-1')).statusCode).toBe(400);
  });

  test('bad input is 400 with the field messages', async () => {
    const noToken = await t.client().get('/api/reset-password/verify');
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json()).toEqual({
      message: 'No reset token provided',
      errors: { token: ['No reset token provided'] },
    });

    const shortPassword = await reset('some-token', 'short');
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json().errors).toEqual({
      password: ['Password must be at least 8 characters'],
    });

    const badEmail = await t.client().post('/api/forgot-password', { email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({
      message: 'Please enter a valid email address',
      errors: { email: ['Please enter a valid email address'] },
    });
  });

  test('a reset leaves the other accounts alone', async () => {
    const bystander = await t.signUp();
    const { input } = await t.signUp();
    const { token } = await requestResetMail(input.email);
    expect((await reset(token, 'my-new-password-1')).statusCode).toBe(200);

    expect((await bystander.client.get('/api/user')).statusCode).toBe(200);
    expect((await login(bystander.input.email, bystander.input.password)).statusCode).toBe(200);
  });
});

describe('a password or email change ends the links mailed before it', () => {
  /** Asks to move the account to `email` and returns the token of the link mailed there. */
  async function requestEmailChange(client: TestClient, email: string, password: string) {
    const res = await client.post('/api/account/email', { email, currentPassword: password });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    // The notice to the current address, so it is not taken for a later mail.
    await smtp.waitFor((m) => m.subject.includes('was requested') && m.text.includes(email));
    const link = /http:\/\/app\.test\/confirm-email\?token=(\S+)/.exec(mail.text);
    if (!link?.[1]) throw new Error(`no link in the mail:\n${mail.text}`);
    return decodeURIComponent(link[1]);
  }
  const confirmEmail = (token: string) => t.client().post('/api/account/email/confirm', { token });
  const freshEmail = () => `moved.${Math.random().toString(36).slice(2)}@example.com`;

  test('changing the password ends every outstanding reset link', async () => {
    const { client, input } = await t.signUp();
    const first = await requestResetMail(input.email);
    const changed = await client.post('/api/change-password', {
      currentPassword: input.password,
      newPassword: 'changed-password-1',
    });
    expect(changed.statusCode).toBe(200);

    expect((await verify(first.token)).json()).toEqual({ message: INVALID_TOKEN });
    const res = await reset(first.token, 'hijacked-password-1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: INVALID_TOKEN });
    expect((await login(input.email, 'changed-password-1')).statusCode).toBe(200);
    expect((await login(input.email, 'hijacked-password-1')).statusCode).toBe(401);
  });

  test('changing the password, or a reset, ends a pending email change', async () => {
    const changing = await t.signUp();
    const pending = await requestEmailChange(
      changing.client,
      freshEmail(),
      changing.input.password,
    );
    await changing.client.post('/api/change-password', {
      currentPassword: changing.input.password,
      newPassword: 'changed-password-1',
    });
    const refused = await confirmEmail(pending);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: MESSAGES.emailChangeLinkInvalid });

    const resetting = await t.signUp();
    const alsoPending = await requestEmailChange(
      resetting.client,
      freshEmail(),
      resetting.input.password,
    );
    const { token } = await requestResetMail(resetting.input.email);
    expect((await reset(token, 'my-new-password-1')).statusCode).toBe(200);
    expect((await confirmEmail(alsoPending)).statusCode).toBe(400);
    expect((await resetting.client.get('/api/user')).statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, resetting.user.id));
    expect(row?.email).toBe(resetting.input.email);
  });

  test('after an email change the old address has no link, no sign-in and no hold on the account', async () => {
    // A resident who signed up without a username signs in with the email.
    const oldEmail = `old.${Math.random().toString(36).slice(2)}@example.com`;
    const { client, input } = await t.signUp({ email: oldEmail, username: oldEmail });
    const oldLink = await requestResetMail(oldEmail);
    const newEmail = freshEmail();
    const confirmed = await confirmEmail(
      await requestEmailChange(client, newEmail, input.password),
    );
    expect(confirmed.statusCode).toBe(200);

    expect((await verify(oldLink.token)).json()).toEqual({ message: INVALID_TOKEN });
    expect((await reset(oldLink.token, 'hijacked-password-1')).statusCode).toBe(400);
    expect((await login(oldEmail, input.password)).statusCode).toBe(401);
    expect((await login(newEmail, input.password)).statusCode).toBe(200);

    const newcomer = await t.client().post('/api/register', newAccount({ email: oldEmail }));
    expect(newcomer.statusCode).toBe(201);
    const alsoWithoutUsername = await t
      .client()
      .post('/api/register', newAccount({ email: freshEmail(), username: newEmail }));
    expect(alsoWithoutUsername.statusCode).toBe(409);
  });
});
