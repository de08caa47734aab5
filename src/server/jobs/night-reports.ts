import type { FastifyBaseLogger } from 'fastify';
import type { NightReportRun } from '../modules/property-reports/property-reports-module.ts';
import { startTimedJob, type TimedJob } from './timed-job.ts';

export type NightReportJob = TimedJob<NightReportRun>;

/**
 * Every five minutes (a night's report leaves within minutes of its window's close): the
 * property-paid communities whose trash-out window closed today get their night's report made
 * and mailed (docs/product.md#nightly-reports). Each night is claimed in the database, so runs
 * that overlap, here or on another app server, make and mail it once.
 */
export const startNightReportJob = (deps: {
  log: FastifyBaseLogger;
  run: (now: Date) => Promise<NightReportRun>;
  timer: boolean;
}): NightReportJob =>
  startTimedJob({
    ...deps,
    name: 'night reports',
    everyMs: 5 * 60_000,
    atStartup: false,
    worthLogging: (made) => made.mailed > 0 || made.failed > 0,
  });
