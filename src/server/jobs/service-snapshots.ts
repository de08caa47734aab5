import type { FastifyBaseLogger } from 'fastify';
import type { SnapshotRun } from '../modules/analytics/analytics-module.ts';
import { startTimedJob, type TimedJob } from './timed-job.ts';

export type ServiceSnapshotJob = TimedJob<SnapshotRun>;

/**
 * At start-up and hourly (Monday's numbers hold all of last week's records and reports): the
 * service and growth numbers' daily snapshots brought up to date
 * (docs/decisions/062-the-owners-numbers.md#service-and-growth). A run holds a database lock and
 * rewrites whole days, so a run on another app server skips, and a day written twice has the
 * same rows.
 */
export const startServiceSnapshots = (deps: {
  log: FastifyBaseLogger;
  run: (now: Date) => Promise<SnapshotRun>;
  timer: boolean;
}): ServiceSnapshotJob =>
  startTimedJob({ ...deps, name: 'service snapshots', everyMs: 60 * 60_000, atStartup: true });
