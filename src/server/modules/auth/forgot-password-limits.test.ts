import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { RESET_REQUESTS_PER_EMAIL } from './account-service.ts';

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

test('a known email is answered as fast as an unknown one', async () => {
  const t = await createTestApp();
  try {
    const known = await Promise.all([1, 2, 3, 4].map(() => t.signUp()));
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < 40; round++) {
      for (const kind of ['known', 'unknown'] as const) {
        const email =
          kind === 'known' ? known[round % 4]!.input.email : `ghost${round}@example.com`;
        const started = performance.now();
        const response = await forgot(t, email);
        timings[kind].push(performance.now() - started);
        // Whatever the request set going after its answer finishes before the next one.
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(response.json()).toEqual({
          message: 'If an account exists for that email, a reset link is on its way.',
        });
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
    // The reset itself (token, mail) happens after the answer, so only noise separates them.
    expect(median(timings.known)).toBeLessThan(median(timings.unknown) * 1.15 + 0.5);
  } finally {
    await t.close();
  }
});
