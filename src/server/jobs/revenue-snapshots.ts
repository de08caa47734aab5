import type { FastifyBaseLogger } from 'fastify';
import { startTimedJob, type TimedJob } from './timed-job.ts';

export type RevenueSnapshotJob = TimedJob<{ days: number }>;

/**
 * At start-up and hourly (a day's snapshot is written within the hour after it ends, and a missed
 * run catches up): every ended service day not yet in the revenue snapshots
 * (docs/decisions/062-the-owners-numbers.md). Each day is written in one transaction holding an
 * advisory lock and only if it is not there yet, so runs here and on other app servers write it
 * once.
 */
export const startRevenueSnapshots = (deps: {
  log: FastifyBaseLogger;
  run: (now: Date) => Promise<{ days: number }>;
  timer: boolean;
}): RevenueSnapshotJob =>
  startTimedJob({
    ...deps,
    name: 'revenue snapshots',
    everyMs: 60 * 60_000,
    atStartup: true,
    worthLogging: (written) => written.days > 0,
  });
