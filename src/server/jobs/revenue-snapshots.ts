import type { FastifyBaseLogger } from 'fastify';

/** Hourly: a day's snapshot is written within the hour after it ends, and a missed run catches up. */
const EVERY_MS = 60 * 60_000;

export type RevenueSnapshotJob = ReturnType<typeof startRevenueSnapshots>;

/**
 * At start-up and hourly: every ended service day not yet in the revenue snapshots
 * (docs/decisions/062-the-owners-numbers.md). Each day is written in one transaction holding an
 * advisory lock and only if it is not there yet, so runs here and on other app servers write it
 * once.
 */
export function startRevenueSnapshots(deps: {
  log: FastifyBaseLogger;
  run: (now: Date) => Promise<{ days: number }>;
  /** Run by itself at start-up and hourly; without, only when asked (`runNow`). */
  timer: boolean;
}) {
  const run = async (now = new Date()): Promise<{ days: number } | null> => {
    try {
      const written = await deps.run(now);
      if (written.days > 0) deps.log.info(written, 'revenue snapshots written');
      return written;
    } catch (err) {
      deps.log.warn({ err }, 'revenue snapshot run failed');
      return null;
    }
  };
  if (deps.timer) void run();
  const timer = deps.timer ? setInterval(() => void run(), EVERY_MS) : undefined;
  timer?.unref();
  return {
    /** One run now, or as if at `now` (tests); resolves with how many days it wrote. */
    runNow: run,
    stop: () => clearInterval(timer),
  };
}
