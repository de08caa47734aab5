import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { passwordResetTokens } from '../../db/schema.ts';
import { RESET_REQUESTS_PER_EMAIL } from './password-changes.ts';

let smtp: SmtpPeer;
let strict: TestApp;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  strict = await createTestApp({ env: { SMTP_URL: smtp.url, RATE_LIMIT_MULTIPLIER: '1' } });
});
afterAll(async () => {
  await strict?.close();
  await smtp?.close();
});

let ips = 0;
// Each request from its own address: the per-IP limit is not what is under test.
const forgot = (t: TestApp, email: string) =>
  t
    .client({ ip: `10.1.${Math.floor(++ips / 250)}.${ips % 250}` })
    .post('/api/forgot-password', { email });

test('one email gets a few reset requests an hour, from any number of addresses', async () => {
  const { input } = await strict.signUp();
  const unknown = 'nobody.here@example.com';
  for (const email of [input.email, unknown]) {
    const answers = [];
    for (let i = 0; i <= RESET_REQUESTS_PER_EMAIL.max; i++)
      answers.push(await forgot(strict, email));
    const last = answers.pop()!;
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ message: expect.stringMatching(/too many/i) });
  }
  // The same answers, whether the account exists or not; another email is not held back.
  expect((await forgot(strict, input.email.toUpperCase())).statusCode).toBe(429);
  expect((await forgot(strict, 'someone.else@example.com')).statusCode).toBe(200);
  await strict.app.mailer.drain();
  await smtp.waitFor((m) => m.to.includes(input.email));
  await new Promise((resolve) => setTimeout(resolve, 300));
  await strict.app.mailer.drain();
  expect(smtp.messages.filter((m) => m.to.includes(input.email))).toHaveLength(
    RESET_REQUESTS_PER_EMAIL.max,
  );
});

test('a known email is answered before any reset work starts, so it answers as an unknown one', async () => {
  const { input, user } = await strict.signUp();
  const tokensOf = () =>
    strict.db.$count(passwordResetTokens, eq(passwordResetTokens.userId, user.id));
  const known = await forgot(strict, input.email);
  // Read before anything else runs: the lookup, the token and the mail all come after the answer,
  // so a known email's answer does the same work, in the same time, as an unknown one's.
  const tokensAtAnswer = await tokensOf();
  const unknown = await forgot(strict, 'ghost.answer@example.com');
  expect(known.statusCode).toBe(200);
  expect(known.body).toBe(unknown.body);
  expect(tokensAtAnswer).toBe(0);
  await expect.poll(tokensOf).toBe(1);
});
