import type { FastifyBaseLogger } from 'fastify';
import type { BillingClockRun } from '../modules/subscriptions/subscriptions-module.ts';

const EVERY_MS = 60 * 60_000;

export type BillingClock = ReturnType<typeof startBillingClock>;

/**
 * Hourly: what the calendar changes in billing (docs/product.md#billing), such as a smaller plan
 * whose renewal has come. Each change locks its row, so runs on several app servers do it once.
 */
export function startBillingClock(deps: {
  log: FastifyBaseLogger;
  run: (now: Date) => Promise<BillingClockRun>;
}) {
  const run = (now = new Date()) =>
    deps.run(now).catch((err: unknown) => {
      deps.log.warn({ err }, 'billing clock run failed');
      return null;
    });
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return {
    /** One run now, or as if at `now` (tests); resolves with what it changed. */
    runNow: run,
    stop: () => clearInterval(timer),
  };
}
