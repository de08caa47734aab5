import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const postRaw = (url: string, payload: string, contentType = 'application/json') =>
  t.client().inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('health', () => {
  test('GET /api/health answers while the process runs', async () => {
    const response = await t.client().get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  test('GET /api/ready answers when the database does', async () => {
    const response = await t.client().get('/api/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });
});

describe('bad requests get a clear 4xx, never a 500', () => {
  test.each([
    ['malformed JSON', '{"username": "a", "password": '],
    ['JSON that is not an object', '"just a string"'],
    ['null', 'null'],
    ['an array', '[]'],
  ])('%s → 400 with a message', async (_, payload) => {
    const response = await postRaw('/api/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });

  test('an empty JSON body → 400', async () => {
    const response = await postRaw('/api/register', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  test('a body over 64 KB → 413', async () => {
    const payload = JSON.stringify({ username: 'x'.repeat(70 * 1024), password: 'secret-123' });
    const response = await postRaw('/api/login', payload);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toEqual(expect.any(String));
  });

  test('a content type the API does not speak → 415', async () => {
    const response = await postRaw('/api/login', 'username=a&password=b', 'text/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toEqual(expect.any(String));
  });

  test('fields of the wrong type → 400 naming the field', async () => {
    const response = await t.client().post('/api/login', { username: 42, password: ['x'] });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['password', 'username']);
  });

  test('an unknown API path → 404 JSON', async () => {
    const response = await t.client().get('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found: GET /api/no-such-thing' });
  });
});

test('API answers carry the security headers', async () => {
  const response = await t.client().get('/api/health');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  // JSON is never rendered as a document: no cache, and none of helmet's document policies
  // (docs/decisions/003-session-cache.md).
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['content-security-policy']).toBeUndefined();
  // HSTS only in production, where the site is served over HTTPS.
  expect(response.headers['strict-transport-security']).toBeUndefined();
});

test('an encoded path gets the API hooks of the route it reaches', async () => {
  const { client, user } = await t.signUp();
  for (const url of ['/%61pi/user', '/api/%75ser']) {
    const response = await client.get(url);
    // The session hook ran: the signed-in customer is recognised, not turned away.
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  }
  const admin = await t.client().get('/%61pi/admin/users');
  expect(admin.statusCode).toBe(401);
  expect(admin.headers['cache-control']).toBe('no-store');
});
