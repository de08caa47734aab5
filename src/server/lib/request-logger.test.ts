import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { createLogger } from '../logger-options.ts';
import { attachLogger } from './request-logger.ts';

/** A server whose log lines are kept, one parsed object a line. */
function serverLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify();
  attachLogger(
    app,
    createLogger({ logLevel: level }, { write: (line) => void lines.push(JSON.parse(line)) }),
  );
  app.get('/note', async (request) => {
    request.log.warn('a note');
    request.log.child({ step: 'inner' }).warn('a nested note');
    return { ok: true };
  });
  app.get('/quiet', async () => ({ ok: true }));
  return { app, lines };
}

test("every line a request writes carries that request's id, nested loggers' too", async () => {
  const { app, lines } = serverLoggingAt('info');
  await app.inject({ url: '/note' });
  await app.inject({ url: '/note' });
  const ids = lines.filter((line) => line.reqId !== undefined).map((line) => line.reqId);
  expect(lines.filter((line) => line.msg === 'incoming request')).toHaveLength(2);
  expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(2);
  // Two requests, four lines each (in, note, nested note, out), each request under its own id.
  expect(new Set(ids).size).toBe(2);
  expect(ids).toHaveLength(8);
  expect(lines.find((line) => line.msg === 'a nested note')).toMatchObject({ step: 'inner' });
  const incoming = lines.find((line) => line.msg === 'incoming request');
  expect(incoming).toMatchObject({ req: { method: 'GET', url: '/note' } });
  expect(incoming?.req).not.toHaveProperty('headers');
  expect(lines.find((line) => line.msg === 'request completed')).toMatchObject({
    res: { statusCode: 200 },
    responseTime: expect.any(Number),
  });
  await app.close();
});

test("the app's own lines go to the same logger", async () => {
  const { app, lines } = serverLoggingAt('info');
  app.log.warn({ job: 'nightly' }, 'a job note');
  await app.register(async (scope) => scope.log.warn('a plugin note'));
  expect(lines.map((line) => line.msg)).toEqual(['a job note', 'a plugin note']);
  await app.close();
});

test('a level the server does not write stays silent', async () => {
  const { app, lines } = serverLoggingAt('warn');
  await app.inject({ url: '/quiet' });
  await app.inject({ url: '/note' });
  expect(lines.map((line) => line.msg)).toEqual(['a note', 'a nested note']);
  expect(lines[0]?.reqId).toEqual(lines[1]?.reqId);
  await app.close();
});
