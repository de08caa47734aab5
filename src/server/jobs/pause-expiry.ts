import type { FastifyBaseLogger } from 'fastify';

const EVERY_MS = 60 * 60_000;

export type PauseExpiry = ReturnType<typeof startPauseExpiry>;

/**
 * Hourly: resumes pauses that have run their course, at the provider and here. Until it runs,
 * reads already show such a pause as resumed. Conditional updates make overlapping runs on
 * several app servers harmless.
 */
export function startPauseExpiry(deps: {
  log: FastifyBaseLogger;
  resumeExpiredPauses: () => Promise<number>;
}) {
  const run = () =>
    deps.resumeExpiredPauses().catch((err: unknown) => {
      deps.log.warn({ err }, 'pause expiry sweep failed');
      return 0;
    });
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return {
    /** One sweep now; resolves with how many pauses it ended. */
    runNow: run,
    stop: () => clearInterval(timer),
  };
}
