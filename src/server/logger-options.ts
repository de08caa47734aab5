import { pino, type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config.ts';
import { serializeError, serializeReply, serializeRequest } from './lib/log-serializers.ts';

type Destination = { write(line: string): void };

/**
 * Readable one-line entries for a person at a terminal; JSON, one object a line, for everything
 * else (log shippers, files, pipes). Errors are logged without what a failed query was given.
 * Tests pass their own destination to read what was logged.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  destination?: Destination,
  terminal = Boolean(process.stdout.isTTY),
): LoggerOptions & { stream?: Destination } {
  const base = {
    level: config.logLevel,
    serializers: { err: serializeError, req: serializeRequest, res: serializeReply },
  };
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

/** The server's logger: the app's own lines, and each request's through its child. */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: Destination): Logger {
  const { stream, ...options } = loggerOptions(config, destination);
  return stream ? pino(options, stream) : pino(options);
}
