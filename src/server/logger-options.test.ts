import { Writable } from 'node:stream';
import { expect, test } from 'vitest';
import { loggerOptions } from './logger-options.ts';

test('not at a terminal, the log is plain JSON', () => {
  const options = loggerOptions({ logLevel: 'info' }, undefined, false);
  expect(options).toMatchObject({ level: 'info' });
  expect(options).not.toHaveProperty('stream');
});

test('at a terminal, entries go through the readable formatter', () => {
  expect(loggerOptions({ logLevel: 'info' }, undefined, true)).toMatchObject({
    level: 'info',
    stream: expect.any(Writable),
  });
});

test('a given destination receives the entries', () => {
  const destination = { write: () => {} };
  expect(loggerOptions({ logLevel: 'warn' }, destination, true)).toMatchObject({
    level: 'warn',
    stream: destination,
  });
});
