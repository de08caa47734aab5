import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The per-IP budget allows one return-page lookup without a session, so the second is a 429.
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '0.034' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

/** A keep-alive connection that collects the status line of every reply it receives, in order. */
async function openConnection() {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let received = '';
  const statuses = () => [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const send = (path: string) =>
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
  const repliesReach = async (count: number) => {
    while (statuses().length < count) await new Promise((r) => setTimeout(r, 5));
    return statuses();
  };
  return { socket, send, repliesReach, statuses };
}

test('after a 429 the server reads that connection no further for a while, and serves others', async () => {
  const flooder = await openConnection();
  flooder.send('/api/paypal/subscription/I-NOTHING');
  expect(await flooder.repliesReach(1)).toEqual([404]);
  flooder.send('/api/paypal/subscription/I-NOTHING');
  expect(await flooder.repliesReach(2)).toEqual([404, 429]);

  // Its next request is already on the wire when another visitor arrives...
  flooder.send('/api/health');
  const visitor = await openConnection();
  visitor.send('/api/health');
  expect(await visitor.repliesReach(1)).toEqual([200]);
  // ...and the visitor is served first, while the refused connection's request still waits.
  expect(flooder.statuses()).toEqual([404, 429]);

  // The wait ends on its own: the request is answered, not dropped.
  expect(await flooder.repliesReach(3)).toEqual([404, 429, 200]);
  flooder.socket.destroy();
  visitor.socket.destroy();
});
