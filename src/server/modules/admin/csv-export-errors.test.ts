import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { users } from '../../db/schema.ts';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const { input, user } = await t.signUp();
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  admin = t.client();
  await admin.post('/api/login', { username: input.email, password: input.password });
});
afterAll(() => t?.close());

test('an export whose query fails answers with an error, not a 200 cut off after its header', async () => {
  // Sessions are cached, so the admin stays signed in while every query on subscriptions fails.
  await admin.get('/api/user');
  await t.db.execute(sql`alter table subscriptions rename to subscriptions_gone`);
  try {
    const response = await admin.get('/api/admin/subscriptions.csv');
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  } finally {
    await t.db.execute(sql`alter table subscriptions_gone rename to subscriptions`);
  }
});
