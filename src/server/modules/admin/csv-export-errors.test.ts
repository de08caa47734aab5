import { once } from 'node:events';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { serviceSchedules, users } from '../../db/schema.ts';

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

// The schedules export is written by COPY on PostgreSQL, the others batch by batch: both paths.
test.each([
  { list: 'subscriptions', table: 'subscriptions' },
  { list: 'service-schedules', table: 'service_schedules' },
])(
  'the $list export whose query fails answers with an error, not a 200 cut off after its header',
  async ({ list, table }) => {
    // Sessions are cached, so the admin stays signed in while every query on the table fails.
    await admin.get('/api/user');
    await t.db.execute(sql.raw(`alter table ${table} rename to ${table}_gone`));
    try {
      const response = await admin.get(`/api/admin/${list}.csv`);
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toMatch(/application\/json/);
    } finally {
      await t.db.execute(sql.raw(`alter table ${table}_gone rename to ${table}`));
    }
  },
);

// A real server's connections, held by a download until it ends: only PostgreSQL has a pool.
test.skipIf(!process.env.TEST_DATABASE_URL)(
  'downloads the client gives up halfway hand their database connections back',
  async () => {
    // Far more than the sockets between here and the database buffer, so each download is still
    // reading when it is given up.
    const { id } = await t.customerWith('active');
    await t.db.execute(sql`
      insert into ${serviceSchedules} (subscription_id, service_date, notes)
      select ${id}, date '2000-01-01' + g, repeat('x', 400) from generate_series(1, 60000) g`);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // More downloads than the test database's pool has connections, each cut off by the client
    // once its first bytes arrive.
    for (let i = 0; i < 6; i++) {
      const request = get({
        host: '127.0.0.1',
        port,
        path: '/api/admin/service-schedules.csv',
        headers: { cookie: `sid=${admin.sid}` },
        agent: false,
      });
      const [response] = (await once(request, 'response')) as [IncomingMessage];
      expect(response.statusCode).toBe(200);
      await once(response, 'data');
      request.destroy();
    }
    const after = await admin.get('/api/admin/service-schedules.csv?status=missed');
    expect(after.statusCode).toBe(200);
  },
);
