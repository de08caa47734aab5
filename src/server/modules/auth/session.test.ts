import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createProductionTestApp,
  createTestApp,
  type TestApp,
  type TestClient,
} from '../../../test/test-app.ts';
import { sessions } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let t: TestApp;
let account: { email: string; password: string };

beforeAll(async () => {
  t = await createTestApp();
  const { input } = await t.signUp();
  account = input;
});
afterAll(() => t?.close());

/** A fresh session of the one test account, and the id of its row. */
async function signIn(): Promise<{ client: TestClient; id: string }> {
  const client = t.client();
  const response = await client.post('/api/login', {
    username: account.email,
    password: account.password,
  });
  expect(response.statusCode).toBe(200);
  return { client, id: hashToken(client.sid!, t.config.sessionSecret) };
}

// Time passes in the sessions table: the server compares its rows with the clock.
const setSession = (id: string, values: Partial<typeof sessions.$inferInsert>) =>
  t.db.update(sessions).set(values).where(eq(sessions.id, id));
const getSession = async (id: string) =>
  (await t.db.select().from(sessions).where(eq(sessions.id, id)))[0];

describe('session lifetime', () => {
  test('the policy: 7 days idle, 30 days at most', () => {
    expect(SESSION_IDLE_MS).toBe(7 * DAY);
    expect(SESSION_ABSOLUTE_MS).toBe(30 * DAY);
  });

  test('the session row and its cookie expire 30 days after sign-in', async () => {
    const client = t.client();
    const response = await client.post('/api/login', {
      username: account.email,
      password: account.password,
    });
    const expires = response.cookies.find((c) => c.name === 'sid')?.expires;
    expect(expires!.getTime() - Date.now()).toBeGreaterThan(30 * DAY - MINUTE);
    expect(expires!.getTime() - Date.now()).toBeLessThanOrEqual(30 * DAY);

    const row = await getSession(hashToken(client.sid!, t.config.sessionSecret));
    // The cookie's Expires has whole seconds.
    expect(Math.abs(row!.expiresAt.getTime() - expires!.getTime())).toBeLessThan(1000);
  });

  test('ends after 7 days without a request', async () => {
    const { client, id } = await signIn();
    await setSession(id, { lastSeenAt: new Date(Date.now() - 7 * DAY - MINUTE) });
    const response = await client.get('/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authenticated' });
  });

  test('each request renews the idle window', async () => {
    const { client, id } = await signIn();
    await setSession(id, { lastSeenAt: new Date(Date.now() - 6 * DAY) });
    expect((await client.get('/api/user')).statusCode).toBe(200);

    const renewed = await getSession(id);
    expect(Date.now() - renewed!.lastSeenAt.getTime()).toBeLessThan(MINUTE);
  });

  test('a recent request does not rewrite last_seen_at (no write on every request)', async () => {
    const { client, id } = await signIn();
    const twoMinutesAgo = new Date(Date.now() - 2 * MINUTE);
    await setSession(id, { lastSeenAt: twoMinutesAgo });
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await getSession(id))!.lastSeenAt.getTime()).toBe(twoMinutesAgo.getTime());
  });

  test('ends at its absolute expiry even when in constant use', async () => {
    const { client, id } = await signIn();
    await setSession(id, { expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() });
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  test('an expired session cannot be renewed by the request that finds it expired', async () => {
    const { client, id } = await signIn();
    await setSession(id, { lastSeenAt: new Date(Date.now() - 8 * DAY) });
    await client.get('/api/user');
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });
});

describe('cookies in production', () => {
  test('sign-in sets a Secure __Host- session cookie; sign-out expires both cookies as they were set', async () => {
    const prod = await createProductionTestApp();
    try {
      const { input } = await prod.signUp();
      const login = await prod.client().post('/api/login', {
        username: input.email,
        password: input.password,
      });
      const sid = login.cookies.find((c) => c.name === '__Host-sid');
      expect(sid).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(login.cookies.find((c) => c.name === 'signed_in')).toMatchObject({
        value: '1',
        secure: true,
        path: '/',
      });

      const logout = await prod.app.inject({
        method: 'POST',
        url: '/api/logout',
        cookies: { '__Host-sid': sid!.value },
      });
      expect(logout.statusCode).toBe(200);
      for (const name of ['__Host-sid', 'signed_in']) {
        expect(logout.cookies.find((c) => c.name === name)).toMatchObject({
          value: '',
          maxAge: 0,
          secure: true,
          sameSite: 'Lax',
          path: '/',
        });
      }
    } finally {
      await prod.close();
    }
  });
});
