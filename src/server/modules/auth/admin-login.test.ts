import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, newAccount, type TestApp } from '../../../test/test-app.ts';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../seed/demo-accounts.ts';
import { seedDemoData } from '../../seed/demo-seed.ts';

const adminLogin = (t: TestApp, body: object) => t.client().post('/api/admin-login', body);
const admin = { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password };
const customer = { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password };

describe('POST /api/admin-login without ADMIN_LOGIN_KEY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db, t.app.log);
  });
  afterAll(() => t?.close());

  test('the seeded admin signs in and gets {message, user}', async () => {
    const client = t.client();
    const response = await client.post('/api/admin-login', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Login successful',
      user: expect.objectContaining({ username: DEMO_ADMIN.username, role: 'admin' }),
    });
    expect(response.body).not.toMatch(/scrypt|password/i);
    expect((await client.get('/api/user')).json()).toMatchObject({ role: 'admin' });
  });

  test('the admin may also use the email, in any letter case', async () => {
    const response = await adminLogin(t, { ...admin, username: DEMO_ADMIN.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
  });

  test('an adminKey sent anyway is ignored', async () => {
    const response = await adminLogin(t, { ...admin, adminKey: 'anything' });
    expect(response.statusCode).toBe(200);
  });

  test("a customer's correct credentials are 403 with a message, and no session", async () => {
    const response = await adminLogin(t, customer);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This account does not have admin access' });
    expect(response.cookies).toEqual([]);
  });

  test('a wrong password is 401', async () => {
    const response = await adminLogin(t, { ...admin, password: 'not-the-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid username or password' });
    expect(response.cookies).toEqual([]);
  });

  test('missing fields are 400 with the field messages', async () => {
    const response = await adminLogin(t, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
  });
});

describe('POST /api/admin-login with ADMIN_LOGIN_KEY', () => {
  const key = 'office-key-2026';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_LOGIN_KEY: key } });
    await seedDemoData(t.db, t.app.log);
  });
  afterAll(() => t?.close());

  test.each([
    ['missing', {}],
    ['wrong', { adminKey: 'guess' }],
    ['empty', { adminKey: '' }],
  ])('a %s key is 401 even with the right password', async (_, extra) => {
    const response = await adminLogin(t, { ...admin, ...extra });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid admin key' });
    expect(response.cookies).toEqual([]);
  });

  test('the right key and credentials sign the admin in', async () => {
    const response = await adminLogin(t, { ...admin, adminKey: key });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe('admin');
  });

  test('the right key does not let a customer in', async () => {
    const response = await adminLogin(t, { ...customer, adminKey: key });
    expect(response.statusCode).toBe(403);
  });

  test('the customer sign-in gives an admin no session without the key', async () => {
    const client = t.client();
    const refused = await client.post('/api/login', admin);
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
      403,
      'Administrators sign in on the admin sign-in page',
    ]);
    expect(client.sid).toBeUndefined();
    expect((await client.get('/api/admin/users.csv')).statusCode).toBe(401);
  });

  test('the checkout sign-in gives an admin no session without the key', async () => {
    const client = t.client();
    const account = newAccount({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    const { username: _u, ...signUp } = account;
    const response = await client.post('/api/subscription-info', {
      ...signUp,
      communityRequest: 'Elm Court Apartments',
      agreeToTerms: true,
      plan: 'basic',
    });
    expect(response.statusCode).toBe(409);
    expect(client.sid).toBeUndefined();
  });

  test('customers still sign in with /api/login', async () => {
    expect((await t.client().post('/api/login', customer)).statusCode).toBe(200);
  });
});
