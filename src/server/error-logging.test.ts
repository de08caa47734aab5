import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, newAccount, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'error' },
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(() => t?.close());

test('a failed query is logged without the personal data it was given', async () => {
  // Every new account now fails in the database, with the row's values in the driver's error.
  await t.db.execute(sql`alter table users add constraint refuse_all check (false) not valid`);
  const input = newAccount({ phone: '2815550777', address: '4321 Unique Logging Lane' });

  const response = await t.client().post('/api/register', input);

  expect(response.statusCode).toBe(500);
  const log = lines.join('\n');
  expect(log).toContain('request failed');
  expect(log).toContain('refuse_all');
  // The request's id finds the failure among the other lines of the same request.
  const failed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(failed.find((line) => line.msg === 'request failed')?.reqId).toEqual(expect.any(String));
  for (const secret of [input.email, input.username, input.phone, input.address, 'scrypt$']) {
    expect(log).not.toContain(secret);
  }
});
