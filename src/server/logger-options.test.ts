import { Writable } from 'node:stream';
import { expect, test } from 'vitest';
import { loggerOptions } from './logger-options.ts';

test('not at a terminal, the log is plain JSON', () => {
  expect(loggerOptions({ logLevel: 'info' }, false)).toEqual({ level: 'info' });
});

test('at a terminal, entries go through the readable formatter', () => {
  expect(loggerOptions({ logLevel: 'info' }, true)).toMatchObject({
    level: 'info',
    stream: expect.any(Writable),
  });
});
