import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// One load balancer at 10.0.0.1 in front of the server; the per-IP budget allows one request.
const LOAD_BALANCER = '10.0.0.1';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: LOAD_BALANCER, RATE_LIMIT_MULTIPLIER: '0.034' } });
});
afterAll(() => t?.close());

/** A request the per-IP budget counts: a return-page lookup without a session. */
const lookUp = (forwardedFor: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/paypal/subscription/I-NOTHING',
    remoteAddress: LOAD_BALANCER,
    headers: { 'x-forwarded-for': forwardedFor },
  });

test('a forged leftmost X-Forwarded-For address does not buy a new per-IP budget', async () => {
  expect((await lookUp('198.51.100.1, 203.0.113.7')).statusCode).toBe(404);
  expect((await lookUp('198.51.100.2, 203.0.113.7')).statusCode).toBe(429);
  expect((await lookUp('203.0.113.7')).statusCode).toBe(429);
  // Another client behind the same load balancer has a budget of its own.
  expect((await lookUp('198.51.100.1, 203.0.113.8')).statusCode).toBe(404);
});

test('a client that reaches the server directly cannot pick its address with the header', async () => {
  const direct = (forwardedFor: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/paypal/subscription/I-NOTHING',
      remoteAddress: '192.0.2.50',
      headers: { 'x-forwarded-for': forwardedFor },
    });
  expect((await direct('198.51.100.9')).statusCode).toBe(404);
  expect((await direct('198.51.100.10')).statusCode).toBe(429);
});
