import type { FastifyBaseLogger } from 'fastify';

/** A job run on a timer, and on demand: what `app.<job>.runNow` and shutdown use. */
export type TimedJob<T extends object> = {
  /** One run now, or as if at `now` (tests); resolves with what it did, or null when it failed. */
  runNow: (now?: Date) => Promise<T | null>;
  stop: () => void;
};

/**
 * Runs `run` every `everyMs` (and at start-up when `atStartup`), where `timer` says this instance
 * runs it by itself; a failed run is logged and left for the next. Every such job claims its work
 * in the database, so any number of app servers may run it.
 */
export function startTimedJob<T extends object>(deps: {
  name: string;
  log: FastifyBaseLogger;
  run: (now: Date) => Promise<T>;
  everyMs: number;
  atStartup: boolean;
  /** Run by itself; without, only when asked (`runNow`). */
  timer: boolean;
  /** Whether a run did something worth a line in the log. */
  worthLogging?: (result: T) => boolean;
}): TimedJob<T> {
  const runNow = async (now = new Date()): Promise<T | null> => {
    try {
      const result = await deps.run(now);
      if (deps.worthLogging?.(result)) {
        // pino types its fields from the argument; a job's result is a plain object of figures.
        const fields: object = result;
        deps.log.info(fields, `${deps.name} run`);
      }
      return result;
    } catch (err) {
      deps.log.warn({ err }, `${deps.name} run failed`);
      return null;
    }
  };
  if (deps.timer && deps.atStartup) void runNow();
  const timer = deps.timer ? setInterval(() => void runNow(), deps.everyMs) : undefined;
  timer?.unref();
  return { runNow, stop: () => clearInterval(timer) };
}
