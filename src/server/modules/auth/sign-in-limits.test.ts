import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createTestApp,
  newAccount,
  type TestAccount,
  type TestApp,
} from '../../../test/test-app.ts';
import { users } from '../../db/schema.ts';
import { PASSWORD_WORK } from './account-deps.ts';

// docs/decisions/016-rate-limits.md with RATE_LIMIT_MULTIPLIER=1: 10 failed logins per IP + account
// in 15 minutes; 30 register / forgot-password / reset-password requests per IP in 10 minutes.
const LOGIN_LIMITED = 'Too many attempts. Please wait 15 minutes and try again.';
const PER_IP_LIMITED = 'Too many attempts. Please wait 10 minutes and try again.';

let t: TestApp;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
  alice = (await t.signUp()).input;
  bob = (await t.signUp()).input;
});
afterAll(() => t?.close());

// Every test speaks from its own address, so their budgets never mix.
const from = (ip: string) => ({
  login: (username: string, password: string) =>
    t.client({ ip }).post('/api/login', { username, password }),
  post: (url: string, body: object) => t.client({ ip }).post(url, body),
});

async function failLogins(ip: string, username: string, times: number, url = '/api/login') {
  for (let i = 0; i < times; i++) {
    const response = await from(ip).post(url, { username, password: `wrong-${i}` });
    expect(response.statusCode).toBe(401);
  }
}

function expectLimited(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  message: string,
  windowSeconds: number,
) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('failed logins', () => {
  test('the 11th attempt on one account from one IP is 429; others are unaffected', async () => {
    const ip = '10.0.0.1';
    await failLogins(ip, alice.email, 10);

    expectLimited(await from(ip).login(alice.email, 'wrong-again'), LOGIN_LIMITED, 15 * 60);
    // Locked out means locked out: the right password does not get through either.
    expectLimited(await from(ip).login(alice.email, alice.password), LOGIN_LIMITED, 15 * 60);

    expect((await from(ip).login(bob.email, bob.password)).statusCode).toBe(200);
    expect((await from('10.0.0.2').login(alice.email, alice.password)).statusCode).toBe(200);
  });

  test('the email and the username of one account share one budget', async () => {
    const ip = '10.0.1.1';
    await failLogins(ip, alice.email, 5);
    await failLogins(ip, alice.username.toUpperCase(), 5);
    expect((await from(ip).login(alice.username, alice.password)).statusCode).toBe(429);
  });

  test('a successful login starts the count again', async () => {
    const ip = '10.0.2.1';
    await failLogins(ip, bob.email, 9);
    expect((await from(ip).login(bob.email, bob.password)).statusCode).toBe(200);
    await failLogins(ip, bob.email, 2);
  });

  test('failed admin logins count against the same budget', async () => {
    const ip = '10.0.3.1';
    await failLogins(ip, bob.username, 10, '/api/admin-login');
    expect((await from(ip).login(bob.email, bob.password)).statusCode).toBe(429);
  });
});

describe('attempts racing the count', () => {
  test('100 parallel wrong passwords: at most the limit reach the password check', async () => {
    const ip = '10.0.4.1';
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => from(ip).login(alice.email, `wrong-${i}`)),
    );
    const statuses = responses.map((r) => r.statusCode);
    // A 401 means the password was checked; everything past the budget is refused before that,
    // by the limit (429) or, while the password-checking queue is full, by the server (503).
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s !== 401 && s !== 429 && s !== 503)).toEqual([]);
    expectLimited(await from(ip).login(alice.email, alice.password), LOGIN_LIMITED, 15 * 60);
  });

  test('parallel wrong current passwords in change-password: at most the limit are checked', async () => {
    const ip = '10.0.5.1';
    const { client, input } = await t.signUp();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        client.inject({
          method: 'POST',
          url: '/api/change-password',
          remoteAddress: ip,
          payload: { currentPassword: `wrong-${i}`, newPassword: 'another-password-1' },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s !== 400 && s !== 429 && s !== 503)).toEqual([]);
    expect((await from(ip).login(input.email, input.password)).statusCode).toBe(429);
  });
});

describe('failed logins from one IP across accounts', () => {
  test('guessing many usernames from one address is limited too', async () => {
    const ip = '10.0.6.1';
    for (let i = 0; i < 30; i++) {
      expect((await from(ip).login(`nobody-${i}@example.com`, 'guess')).statusCode).toBe(401);
    }
    expectLimited(await from(ip).login('nobody-31@example.com', 'guess'), LOGIN_LIMITED, 15 * 60);
    expect((await from(ip).login(bob.email, bob.password)).statusCode).toBe(429);
    expect((await from('10.0.6.2').login(bob.email, bob.password)).statusCode).toBe(200);
  });

  test('a successful sign-in gives its attempt back', async () => {
    const ip = '10.0.7.1';
    for (let i = 0; i < 29; i++) {
      expect((await from(ip).login(`someone-${i}@example.com`, 'guess')).statusCode).toBe(401);
    }
    expect((await from(ip).login(bob.email, bob.password)).statusCode).toBe(200);
    expect((await from(ip).login('someone-else@example.com', 'guess')).statusCode).toBe(401);
  });
});

describe('password hashing under a flood', () => {
  test('with the hashing queue full, a sign-in is answered 503 with Retry-After at once', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const blockers = Array.from({ length: PASSWORD_WORK.capacity }, () =>
      PASSWORD_WORK.run(() => held),
    );
    try {
      const response = await from('10.0.8.1').login(bob.email, bob.password);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: 'We are busy right now. Please try again in a moment.',
      });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      release();
      await Promise.all(blockers);
    }
    expect((await from('10.0.8.1').login(bob.email, bob.password)).statusCode).toBe(200);
  });
});

describe('per-IP limit on register, forgot-password and reset-password', () => {
  test('the 31st forgot-password request from one IP is 429, and so is a sign-up', async () => {
    const ip = '10.1.0.1';
    for (let i = 0; i < 30; i++) {
      const response = await from(ip).post('/api/forgot-password', { email: `n${i}@example.com` });
      expect(response.statusCode).toBe(200);
    }
    const limited = await from(ip).post('/api/forgot-password', { email: 'n31@example.com' });
    expectLimited(limited, PER_IP_LIMITED, 10 * 60);

    expect((await from(ip).post('/api/register', newAccount())).statusCode).toBe(429);
    const resetting = await from(ip).post('/api/reset-password', {
      token: 'some-token',
      password: 'a-new-password',
    });
    expect(resetting.statusCode).toBe(429);

    const elsewhere = await from('10.1.0.2').post('/api/forgot-password', { email: alice.email });
    expect(elsewhere.statusCode).toBe(200);
  });

  test('the 31st sign-up from one IP is 429 and creates nothing', async () => {
    const ip = '10.1.1.1';
    // Sign-ups for a taken email are refused before the slow password hash, keeping this quick.
    for (let i = 0; i < 30; i++) {
      const response = await from(ip).post('/api/register', newAccount({ email: alice.email }));
      expect(response.statusCode).toBe(409);
    }
    const usersBefore = await t.db.$count(users);
    expectLimited(await from(ip).post('/api/register', newAccount()), PER_IP_LIMITED, 10 * 60);
    expect(await t.db.$count(users)).toBe(usersBefore);
  });
});
