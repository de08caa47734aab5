import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INPUT_MESSAGES } from '../../domain/schemas/fields.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const nested = (depth: number, inner = '') => '['.repeat(depth) + inner + ']'.repeat(depth);

const postJson = (url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

describe('JSON bodies nested deeper than any form', () => {
  test('20,000 levels in 40 KB are a 400 that says why, on every kind of JSON route', async () => {
    for (const url of ['/api/login', '/api/contact', '/api/webhooks/stripe']) {
      const response = await postJson(url, nested(20_000));
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ message: INPUT_MESSAGES.tooDeep });
    }
  });

  test('33 levels are refused; 32 are read, and brackets inside strings do not count', async () => {
    expect((await postJson('/api/login', nested(33))).json().message).toBe(INPUT_MESSAGES.tooDeep);
    const read = [
      nested(32),
      JSON.stringify({ username: '['.repeat(100), password: '{\\"'.repeat(100) }),
    ];
    for (const payload of read) {
      const response = await postJson('/api/login', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).not.toBe(INPUT_MESSAGES.tooDeep);
    }
  });

  test('a NUL at the deepest level allowed is named by its whole path', async () => {
    let body: unknown = { x: 'a\u0000b' };
    for (let level = 0; level < 30; level++) body = { [`k${level}`]: body };
    const response = await postJson('/api/login', JSON.stringify(body));
    expect(response.statusCode).toBe(400);
    const path = [...Array(30).keys()].map((level) => `k${29 - level}`).join('.');
    expect(response.json().errors).toEqual({
      [`${path}.x`]: [INPUT_MESSAGES.controlCharacter],
    });
  });
});
