import type { FastifyBaseLogger } from 'fastify';
import type { SnapshotRun } from '../modules/analytics/analytics-module.ts';

/** Often enough that Monday's numbers hold all of last week's records and reports. */
const EVERY_MS = 60 * 60_000;

export type ServiceSnapshotJob = ReturnType<typeof startServiceSnapshots>;

/**
 * At start-up and hourly: the service and growth numbers' daily snapshots brought up to date
 * (docs/decisions/062-the-owners-numbers.md#service-and-growth). A run holds a database lock and
 * rewrites whole days, so a run on another app server either waits its turn or skips, and a day
 * written twice has the same rows.
 */
export function startServiceSnapshots(deps: {
  log: FastifyBaseLogger;
  run: (now: Date) => Promise<SnapshotRun>;
  /** Run by itself at start-up and hourly; without, only when asked (`runNow`). */
  timer: boolean;
}) {
  const run = async (now = new Date()): Promise<SnapshotRun | null> => {
    try {
      return await deps.run(now);
    } catch (err) {
      deps.log.warn({ err }, 'service snapshots run failed');
      return null;
    }
  };
  if (deps.timer) void run();
  const timer = deps.timer ? setInterval(() => void run(), EVERY_MS) : undefined;
  timer?.unref();
  return {
    /** One run now, or as if at `now` (tests); resolves with the days it wrote. */
    runNow: run,
    stop: () => clearInterval(timer),
  };
}
