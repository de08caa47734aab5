import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from './config.ts';
import { serializeError } from './lib/log-serializers.ts';

/**
 * Readable one-line entries for a person at a terminal; JSON, one object a line, for everything
 * else (log shippers, files, pipes). Errors are logged without what a failed query was given.
 * Tests pass their own destination to read what was logged.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  destination?: { write(line: string): void },
  terminal = Boolean(process.stdout.isTTY),
): FastifyServerOptions['logger'] {
  const base = { level: config.logLevel, serializers: { err: serializeError } };
  if (destination) return { ...base, stream: destination };
  if (!terminal) return base;
  return {
    ...base,
    // In-thread and synchronous, so log lines and the start-up summary appear in the order written.
    stream: pretty({
      sync: true,
      singleLine: true,
      ignore: 'pid,hostname',
      translateTime: 'SYS:HH:MM:ss',
    }),
  };
}
