import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createUserRepository } from '../modules/auth/auth-module.ts';
import { formatStartupSummary, startupFacts } from '../startup-summary.ts';
import { DEMO_ADMIN } from './demo-accounts.ts';
import { seedDemoData, type DemoSignIn } from './demo-seed.ts';

// A new engineer runs `npm run admin:create` before the first `npm start`: the demo accounts the
// start-up summary lists must still sign in with the passwords it prints.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The account `npm run admin:create -- --email admin@example.org --password …` makes. */
const createAdmin = async (email: string, password: string) =>
  createUserRepository(t.db).insert({
    email,
    username: email.split('@')[0]!,
    firstName: 'Admin',
    lastName: 'User',
    role: 'admin',
    passwordHash: await hashPassword(password),
  });

const signIn = (account: DemoSignIn) =>
  t.client().post(account.role === 'admin' ? '/api/admin-login' : '/api/login', {
    username: account.email,
    password: account.password,
  });

// Each test seeds the whole demo data set, which takes longer than the suite's usual allowance
// on a loaded two-core machine.
describe('demo mode after admin:create', { timeout: 60_000 }, () => {
  test('the demo accounts are seeded beside the admin, and each one listed signs in', async () => {
    // Its username is "admin", the demo admin's: the demo admin signs in with its email instead.
    await createAdmin('admin@example.org', 'a-real-admin-password');

    const accounts = await seedDemoData(t.db, t.app.log);
    const summary = formatStartupSummary(startupFacts(t.config, accounts));

    expect(accounts.map((a) => a.role)).toEqual(['admin', 'customer', 'porter', 'manager']);
    for (const account of accounts) {
      expect(summary).toContain(`${account.email} / ${account.password}`);
      const response = await signIn(account);
      expect(response.statusCode, account.email).toBe(200);
    }
    const own = await t
      .client()
      .post('/api/admin-login', { username: 'admin', password: 'a-real-admin-password' });
    expect(own.statusCode).toBe(200);
    // The demo customer has the lived-in account of an empty database's first start.
    const jordan = t.client();
    await jordan.post('/api/login', {
      username: 'jordan@example.com',
      password: 'demo-customer-2026',
    });
    expect((await jordan.get('/api/subscriptions')).json()).toHaveLength(1);
  });

  test('a second start seeds nothing more and lists the same accounts', async () => {
    const before = await createUserRepository(t.db).count();
    const accounts = await seedDemoData(t.db, t.app.log);
    expect(await createUserRepository(t.db).count()).toBe(before);
    expect(accounts.map((a) => a.email)).toContain(DEMO_ADMIN.email);
  });

  test('a demo email taken with another password is left alone and not listed', async () => {
    const fresh = await createTestApp();
    try {
      await createUserRepository(fresh.db).insert({
        email: DEMO_ADMIN.email,
        username: 'office',
        firstName: 'Admin',
        lastName: 'User',
        role: 'admin',
        passwordHash: await hashPassword('not-the-demo-password'),
      });
      const accounts = await seedDemoData(fresh.db, fresh.app.log);
      expect(accounts.map((a) => a.role)).toEqual(['customer', 'porter', 'manager']);
      const demo = await fresh
        .client()
        .post('/api/admin-login', { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
      expect(demo.statusCode).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});
