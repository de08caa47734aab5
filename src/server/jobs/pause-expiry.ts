import type { FastifyBaseLogger } from 'fastify';

const EVERY_MS = 60 * 60_000;

export type PauseExpiry = ReturnType<typeof startPauseExpiry>;

/** What one sweep changed: pauses ended, and booked holds started. */
export type PauseSweep = { resumed: number; started: number };

/**
 * Hourly: resumes pauses that have run their course, at the provider and here, then starts the
 * holds booked for today (docs/decisions/038-dated-holds.md), so a hold that begins the day the
 * last one ends follows it. Until it runs, reads already show an ended pause as resumed. Each
 * row is changed under its lock, so overlapping runs on several app servers are harmless.
 */
export function startPauseExpiry(deps: {
  log: FastifyBaseLogger;
  resumeExpiredPauses: () => Promise<number>;
  startDueHolds: () => Promise<number>;
}) {
  const step = (what: string, sweep: () => Promise<number>) =>
    sweep().catch((err: unknown) => {
      deps.log.warn({ err }, `${what} sweep failed`);
      return 0;
    });
  const run = async (): Promise<PauseSweep> => {
    const resumed = await step('pause expiry', deps.resumeExpiredPauses);
    const started = await step('hold start', deps.startDueHolds);
    return { resumed, started };
  };
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return {
    /** One sweep now; resolves with how many pauses it ended and holds it started. */
    runNow: run,
    stop: () => clearInterval(timer),
  };
}
