import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from './config.ts';

/**
 * Readable one-line entries for a person at a terminal; JSON, one object a line, for everything
 * else (log shippers, files, pipes).
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  terminal = Boolean(process.stdout.isTTY),
): FastifyServerOptions['logger'] {
  if (!terminal) return { level: config.logLevel };
  return {
    level: config.logLevel,
    // In-thread and synchronous, so log lines and the start-up summary appear in the order written.
    stream: pretty({
      sync: true,
      singleLine: true,
      ignore: 'pid,hostname',
      translateTime: 'SYS:HH:MM:ss',
    }),
  };
}
