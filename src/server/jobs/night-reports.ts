import type { FastifyBaseLogger } from 'fastify';
import type { NightReportRun } from '../modules/property-reports/property-reports-module.ts';

/** Often enough that a night's report leaves within minutes of its window's close. */
const EVERY_MS = 5 * 60_000;

export type NightReportJob = ReturnType<typeof startNightReportJob>;

/**
 * Every five minutes: the property-paid communities whose trash-out window closed today get their
 * night's report made and mailed (docs/product.md#nightly-reports). Each night is claimed in the
 * database, so runs that overlap, here or on another app server, make and mail it once.
 */
export function startNightReportJob(deps: {
  log: FastifyBaseLogger;
  run: (now: Date) => Promise<NightReportRun>;
  /** Run by itself every few minutes; without, only when asked (`runNow`). */
  timer: boolean;
}) {
  const run = async (now = new Date()): Promise<NightReportRun | null> => {
    try {
      const made = await deps.run(now);
      if (made.mailed > 0 || made.failed > 0) deps.log.info(made, 'night reports made');
      return made;
    } catch (err) {
      deps.log.warn({ err }, 'night report run failed');
      return null;
    }
  };
  const timer = deps.timer ? setInterval(() => void run(), EVERY_MS) : undefined;
  timer?.unref();
  return {
    /** One run now, or as if at `now` (tests); resolves with what it made. */
    runNow: run,
    stop: () => clearInterval(timer),
  };
}
