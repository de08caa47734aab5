import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter } from '../modules/rate-limit/rate-limit-module.ts';
import type { SessionManager } from '../plugins/session.ts';

const EVERY_MS = 60 * 60_000;

/** Hourly housekeeping: expired sessions and spent rate-limit windows. Safe on many instances. */
export function startMaintenance(deps: {
  log: FastifyBaseLogger;
  sessions: SessionManager;
  limiter: RateLimiter;
}) {
  const run = async () => {
    try {
      await deps.sessions.deleteExpired();
      await deps.limiter.pruneExpired();
    } catch (err) {
      deps.log.warn({ err }, 'maintenance run failed');
    }
  };
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
