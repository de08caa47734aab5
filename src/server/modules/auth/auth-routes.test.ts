import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import type { User } from '../../../domain/schemas/account.ts';
import {
  createTestApp,
  newAccount,
  type TestAccount,
  type TestApp,
} from '../../../test/test-app.ts';
import { sessions, users } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';

let t: TestApp;
// One account for the login tests: every registration costs a deliberately slow password hash.
let account: TestAccount;
let accountUser: User;

beforeAll(async () => {
  t = await createTestApp();
  const signedUp = await t.signUp({ email: 'Morgan.Lee@Example.com', username: 'MorganLee' });
  account = signedUp.input;
  accountUser = signedUp.user;
});
afterAll(() => t?.close());

const countUsers = () => t.db.$count(users);
const countSessions = () => t.db.$count(sessions);
const login = (username: string, password: string) =>
  t.client().post('/api/login', { username, password });

// Signup: the server answers with the same messages as the form.
const SIGNUP_MESSAGES: Record<string, [invalid: string, message: string]> = {
  firstName: ['A', 'First name is required'],
  lastName: ['B', 'Last name is required'],
  email: ['not-an-email', 'Invalid email address'],
  phone: ['281555', 'Valid phone number is required'],
  username: ['ab', 'Username must be at least 3 characters'],
  password: ['seven77', 'Password must be at least 8 characters'],
  address: ['1 Rd', 'Address is required'],
  unit: ['', 'Apartment/Unit number is required'],
  city: ['K', 'City is required'],
  zip: ['7749', 'ZIP code is required'],
};

describe('POST /api/register', () => {
  test('creates the account, answers 201 with the user and signs the user in', async () => {
    const input = newAccount();
    const client = t.client();
    const response = await client.post('/api/register', input);

    expect(response.statusCode).toBe(201);
    const user = response.json<User>();
    expect(user).toEqual({
      id: expect.any(Number),
      username: input.username,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      address: input.address,
      unit: input.unit,
      city: input.city,
      state: 'TX',
      zip: input.zip,
      role: 'customer',
      language: 'en',
      createdAt: expect.any(String),
    });
    expect(new Date(user.createdAt).toString()).not.toBe('Invalid Date');
    expect(response.body).not.toMatch(/scrypt|password/i);

    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The readable hint says only that someone signed in, and lives as long as the session.
    const hint = response.cookies.find((c) => c.name === 'signed_in');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.expires).toEqual(cookie?.expires);

    const me = await client.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
    expect(me.body).not.toMatch(/scrypt|password/i);
  });

  test('stores a salted hash, never the password, and only a hash of the session token', async () => {
    const { client, input, user } = await t.signUp();
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(input.password);

    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored.map((s) => s.id)).toEqual([hashToken(client.sid!, t.config.sessionSecret)]);
  });

  test('ignores a role sent by the client', async () => {
    const response = await t.client().post('/api/register', { ...newAccount(), role: 'admin' });
    expect(response.statusCode).toBe(201);
    expect(response.json<User>().role).toBe('customer');
  });

  test.each(Object.entries(SIGNUP_MESSAGES))(
    'rejects an invalid %s with the field message',
    async (field, [invalid, message]) => {
      const response = await t.client().post('/api/register', newAccount({ [field]: invalid }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: { [field]: [message] } });
    },
  );

  test('reports every invalid field at once, and a missing field like an invalid one', async () => {
    const everyMessage = Object.fromEntries(
      Object.entries(SIGNUP_MESSAGES).map(([field, [, message]]) => [field, [message]]),
    );
    const allInvalid = Object.fromEntries(
      Object.entries(SIGNUP_MESSAGES).map(([field, [invalid]]) => [field, invalid]),
    );
    // The username is the one optional field: left out, the email is the login.
    const { username: _u, ...everyRequired } = everyMessage;
    for (const [body, errors] of [
      [allInvalid, everyMessage],
      [{}, everyRequired],
    ] as const) {
      const response = await t.client().post('/api/register', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String), errors });
    }
  });

  test('treats whitespace-only values as missing', async () => {
    const response = await t
      .client()
      .post('/api/register', newAccount({ firstName: '   ', city: ' \t ' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      firstName: ['First name is required'],
      city: ['City is required'],
    });
  });

  test('trims what it stores, email included', async () => {
    const input = newAccount();
    const response = await t.client().post('/api/register', {
      ...input,
      email: `  ${input.email} `,
      firstName: ` ${input.firstName} `,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: input.email, firstName: input.firstName });
  });

  test('a rejected sign-up writes nothing and signs nobody in', async () => {
    const [usersBefore, sessionsBefore] = [await countUsers(), await countSessions()];
    const response = await t.client().post('/api/register', newAccount({ zip: '1' }));
    expect(response.statusCode).toBe(400);
    expect(response.cookies).toEqual([]);
    expect(await countUsers()).toBe(usersBefore);
    expect(await countSessions()).toBe(sessionsBefore);
  });

  test('a ZIP code outside the service area is refused on the zip field, and nothing is written', async () => {
    const [usersBefore, sessionsBefore] = [await countUsers(), await countSessions()];
    const input = newAccount({ zip: '90210' });
    const response = await t.client().post('/api/register', input);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: MESSAGES.zipNotServed,
      errors: { zip: [MESSAGES.zipNotServed] },
    });
    expect(response.cookies).toEqual([]);
    expect(await countUsers()).toBe(usersBefore);
    expect(await countSessions()).toBe(sessionsBefore);
    expect(await t.db.$count(users, eq(users.email, input.email))).toBe(0);
  });

  test('409 for an email already taken, in any letter case', async () => {
    const usersBefore = await countUsers();
    const response = await t
      .client()
      .post('/api/register', newAccount({ email: account.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'An account with this email already exists',
      errors: { email: ['An account with this email already exists'] },
    });
    expect(response.cookies).toEqual([]);
    expect(await countUsers()).toBe(usersBefore);
  });

  test('409 for a username already taken, in any letter case', async () => {
    const usersBefore = await countUsers();
    const response = await t
      .client()
      .post('/api/register', newAccount({ username: account.username.toLowerCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Username is already taken',
      errors: { username: ['Username is already taken'] },
    });
    expect(await countUsers()).toBe(usersBefore);
  });

  test('two simultaneous sign-ups with one email: one account, the other gets 409', async () => {
    const usersBefore = await countUsers();
    const email = newAccount().email;
    const responses = await Promise.all([
      t.client().post('/api/register', newAccount({ email })),
      t.client().post('/api/register', newAccount({ email: email.toUpperCase() })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json().errors).toEqual({
      email: ['An account with this email already exists'],
    });
    expect(await countUsers()).toBe(usersBefore + 1);
  });

  test('two simultaneous sign-ups with one username: the 409 names the username', async () => {
    const username = newAccount().username;
    const responses = await Promise.all([
      t.client().post('/api/register', newAccount({ username })),
      t.client().post('/api/register', newAccount({ username: username.toUpperCase() })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json().errors).toEqual({
      username: ['Username is already taken'],
    });
  });
});

describe('each person’s language', () => {
  const registerWith = (language: string | undefined, acceptLanguage?: string) =>
    t.client().inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...newAccount(), ...(language ? { language } : {}) },
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });

  test('a sign-up that names no language takes the browser’s, else English', async () => {
    const spanish = await registerWith(undefined, 'es-MX,es;q=0.9,en;q=0.8');
    expect(spanish.json<User>().language).toBe('es');
    const english = await registerWith(undefined);
    expect(english.json<User>().language).toBe('en');
  });

  test('the language chosen at sign-up wins over the browser’s', async () => {
    const response = await registerWith('en', 'es-US');
    expect(response.json<User>().language).toBe('en');
  });

  test('a language we do not write is refused, and no account is made', async () => {
    const before = await countUsers();
    const response = await registerWith('fr');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { language: ['Choose English or Spanish'] } });
    expect(await countUsers()).toBe(before);
  });

  test('PUT /api/user/language changes it, and the account reads it at once', async () => {
    const { client } = await t.signUp();
    const put = (language: string) =>
      client.inject({ method: 'PUT', url: '/api/user/language', payload: { language } });
    const changed = await put('es');
    expect(changed.statusCode).toBe(200);
    expect(changed.json<User>().language).toBe('es');
    expect((await client.get('/api/user')).json<User>().language).toBe('es');

    expect((await put('de')).statusCode).toBe(400);
    expect((await client.get('/api/user')).json<User>().language).toBe('es');
    await put('en');
    expect((await client.get('/api/user')).json<User>().language).toBe('en');
  });

  test('PUT /api/user/language needs a session', async () => {
    const response = await t
      .client()
      .inject({ method: 'PUT', url: '/api/user/language', payload: { language: 'es' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/login', () => {
  test.each([
    ['the email', () => account.email],
    ['the email in another letter case', () => account.email.toLowerCase()],
    ['the username', () => account.username],
    ['the username in another letter case', () => account.username.toUpperCase()],
  ])('signs in with %s', async (_, loginName) => {
    const client = t.client();
    const response = await client.post('/api/login', {
      username: loginName(),
      password: account.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(accountUser);
    expect(response.cookies.find((c) => c.name === 'sid')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect((await client.get('/api/user')).json()).toEqual(accountUser);
  });

  test('a wrong password and an unknown account get the same 401', async () => {
    for (const [username, password] of [
      [account.email, 'wrong-password'],
      ['nobody@example.com', account.password],
    ] as const) {
      const response = await login(username, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid username or password' });
      expect(response.cookies).toEqual([]);
    }
  });

  test('the password is case-sensitive', async () => {
    const response = await login(account.email, account.password.toUpperCase());
    expect(response.statusCode).toBe(401);
  });

  test('missing fields are 400 with field errors', async () => {
    const response = await t.client().post('/api/login', { username: ' ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      username: ['Email or username is required'],
      password: ['Password is required'],
    });
  });

  test('every login issues a new session id and ends the one the browser held', async () => {
    const client = t.client();
    await client.post('/api/login', { username: account.email, password: account.password });
    const first = client.sid;
    await client.post('/api/login', { username: account.email, password: account.password });
    const second = client.sid;

    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await t.client({ sid: first }).get('/api/user')).statusCode).toBe(401);
    expect((await t.client({ sid: second }).get('/api/user')).statusCode).toBe(200);
  });

  test('signing in on a second device keeps the first signed in', async () => {
    const laptop = (await login(account.email, account.password)).cookies[0]?.value;
    const phone = (await login(account.email, account.password)).cookies[0]?.value;
    expect(laptop).not.toBe(phone);
    expect((await t.client({ sid: laptop }).get('/api/user')).statusCode).toBe(200);
    expect((await t.client({ sid: phone }).get('/api/user')).statusCode).toBe(200);
  });
});

describe('GET /api/user', () => {
  test('401 without a session cookie', async () => {
    const response = await t.client().get('/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authenticated' });
  });

  test('401 with a cookie that names no session', async () => {
    const response = await t.client({ sid: 'made-up-token' }).get('/api/user');
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  test('deletes the session and clears the cookie; the old cookie no longer works', async () => {
    const client = t.client();
    await client.post('/api/login', { username: account.email, password: account.password });
    const sid = client.sid!;
    const sessionId = hashToken(sid, t.config.sessionSecret);

    const response = await client.post('/api/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You have been logged out successfully.' });
    expect(client.sid).toBeUndefined();
    const hint = response.cookies.find((c) => c.name === 'signed_in');
    expect(hint?.value).toBe('');
    expect(hint?.expires?.getTime()).toBeLessThanOrEqual(Date.now());

    expect(await t.db.$count(sessions, eq(sessions.id, sessionId))).toBe(0);
    expect((await t.client({ sid }).get('/api/user')).statusCode).toBe(401);
  });

  test('without a session it still answers 200', async () => {
    const response = await t.client().post('/api/logout');
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/change-password', () => {
  test('401 without a session', async () => {
    const response = await t.client().post('/api/change-password', {
      currentPassword: 'whatever-it-is',
      newPassword: 'new-password-123',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authenticated' });
  });

  test('a wrong current password is 400 on currentPassword and changes nothing', async () => {
    const { client, input } = await t.signUp();
    const response = await client.post('/api/change-password', {
      currentPassword: 'not-my-password',
      newPassword: 'new-password-123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Current password is incorrect',
      errors: { currentPassword: ['Current password is incorrect'] },
    });
    expect((await login(input.email, input.password)).statusCode).toBe(200);
  });

  test('a short new password is 400 on newPassword', async () => {
    const client = t.client();
    await client.post('/api/login', { username: account.email, password: account.password });
    const response = await client.post('/api/change-password', {
      currentPassword: account.password,
      newPassword: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      newPassword: ['Password must be at least 8 characters'],
    });
  });

  test('changes the password, keeps this session and ends every other one', async () => {
    const { client: current, input } = await t.signUp();
    const other = t.client();
    await other.post('/api/login', { username: input.email, password: input.password });

    const response = await current.post('/api/change-password', {
      currentPassword: input.password,
      newPassword: 'a-brand-new-password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been updated.' });

    expect((await current.get('/api/user')).statusCode).toBe(200);
    expect((await other.get('/api/user')).statusCode).toBe(401);
    expect((await login(input.email, input.password)).statusCode).toBe(401);
    expect((await login(input.email, 'a-brand-new-password')).statusCode).toBe(200);
  });
});
