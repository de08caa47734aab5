import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let clientDir: string;
let t: TestApp;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'client-build-'));
  writeFileSync(
    join(clientDir, '__spa-fallback.html'),
    '<!DOCTYPE html><html><body></body></html>',
  );
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

test.each([
  ['/subscribe?plan=premium', '/signup?plan=premium'],
  ['/subscribe?plan=nonsense', '/signup?plan=standard'],
  ['/profile', '/login'],
  ['/admin/schedules', '/admin-login'],
])('a signed-out visit to %s is sent on by the server to %s, uncached', async (url, to) => {
  const res = await t.client().get(url);
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe(to);
  expect(res.headers['cache-control']).toBe('no-store');
});

test('with a session cookie the page itself is served, and pages anyone may see never redirect', async () => {
  const { client } = await t.signUp();
  expect((await client.get('/subscribe?plan=premium')).statusCode).toBe(200);
  expect((await client.get('/profile')).statusCode).toBe(200);
  for (const url of ['/client-portal', '/signup', '/paypal-subscribe']) {
    expect((await t.client().get(url)).statusCode).toBe(200);
  }
  expect((await t.client().get('/admin/unknown')).statusCode).toBe(404);
});
