import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A real listening server, with timeouts short enough to watch them act.
const HEADERS_TIMEOUT_MS = 500;
const REQUEST_TIMEOUT_MS = 1_000;
const KEEP_ALIVE_TIMEOUT_MS = 1_500;
/** Node looks for late requests on an interval; a cut-off may come this much after its time. */
const SLACK_MS = 700;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
      MAX_CONNECTIONS: '20',
      MAX_REQUESTS_PER_SOCKET: '3',
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

type Connection = { socket: Socket; received: () => string; closedAfter: Promise<number> };

/** A raw connection; `closedAfter` resolves with the milliseconds until the server closed it. */
async function open(): Promise<Connection> {
  const opened = Date.now();
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => {});
  const closedAfter = new Promise<number>((resolve) =>
    socket.on('close', () => resolve(Date.now() - opened)),
  );
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, received: () => received, closedAfter };
}

/** Writes one byte every `everyMs` until the socket closes. */
function trickle(socket: Socket, everyMs: number) {
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(' ');
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

/** Resolves with how long the socket took to close, or rejects if it is still open after `ms`. */
const closesWithin = (connection: Connection, ms: number) =>
  Promise.race([
    connection.closedAfter,
    new Promise<number>((_, reject) =>
      setTimeout(() => {
        connection.socket.destroy();
        reject(new Error(`still open after ${ms} ms`));
      }, ms),
    ),
  ]);

const health = 'GET /api/health HTTP/1.1\r\nhost: app.test\r\n\r\n';

describe('a listening server does not wait for ever on a client', () => {
  test('a body sent a byte at a time is cut off once the request timeout has passed', async () => {
    const slow = await open();
    slow.socket.write(
      'POST /api/login HTTP/1.1\r\nhost: app.test\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n',
    );
    trickle(slow.socket, 200);
    const closed = await closesWithin(slow, REQUEST_TIMEOUT_MS + SLACK_MS + 2_000);
    expect(closed).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(closed).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  test('headers sent a byte at a time are cut off once the headers timeout has passed', async () => {
    const slow = await open();
    slow.socket.write('GET /api/health HTTP/1.1\r\nx-slow: ');
    trickle(slow.socket, 100);
    const closed = await closesWithin(slow, HEADERS_TIMEOUT_MS + SLACK_MS + 2_000);
    expect(closed).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
  });

  test('an idle connection is kept for the next request, then closed', async () => {
    const idle = await open();
    idle.socket.write(health);
    await new Promise((r) => setTimeout(r, REQUEST_TIMEOUT_MS + 300));
    expect(idle.socket.destroyed).toBe(false);
    idle.socket.write(health);
    await new Promise((r) => setTimeout(r, 100));
    expect(idle.received().match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
    const closed = await closesWithin(idle, KEEP_ALIVE_TIMEOUT_MS * 2 + 2_000);
    expect(closed).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS + 300 + KEEP_ALIVE_TIMEOUT_MS - 100);
  });

  test('one connection serves so many requests, then asks the client to reconnect', async () => {
    const busy = await open();
    busy.socket.write(health.repeat(3));
    for (
      let waited = 0;
      !/connection: close/i.test(busy.received()) && waited < 2_000;
      waited += 50
    )
      await new Promise((r) => setTimeout(r, 50));
    busy.socket.destroy();
    const replies = busy.received().split(/(?=HTTP\/1\.1 )/);
    expect(replies).toHaveLength(3);
    expect(replies[2]).toMatch(/connection: close/i);
  });

  test('connections past the most allowed are closed as they arrive; the rest still work', async () => {
    const held = await Promise.all(Array.from({ length: 20 }, open));
    const extra = await open();
    expect(await closesWithin(extra, 1_000)).toBeLessThan(1_000);
    for (const connection of held) connection.socket.destroy();
    await Promise.all(held.map((c) => c.closedAfter));
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
