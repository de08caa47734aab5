import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter } from '../modules/rate-limit/rate-limit-module.ts';
import type { SessionManager } from '../modules/auth/auth-module.ts';

const EVERY_MS = 60 * 60_000;

export type Maintenance = ReturnType<typeof startMaintenance>;

/**
 * Hourly housekeeping: expired sessions, spent rate-limit windows and photos nothing kept. Safe
 * on many instances.
 */
export function startMaintenance(deps: {
  log: FastifyBaseLogger;
  sessions: SessionManager;
  limiter: RateLimiter;
  sweepUnattachedPhotos: () => Promise<number>;
}) {
  const run = async () => {
    try {
      await deps.sessions.deleteExpired();
      await deps.limiter.pruneExpired();
      const photos = await deps.sweepUnattachedPhotos();
      if (photos > 0) deps.log.info({ photos }, 'unattached photos deleted');
    } catch (err) {
      deps.log.warn({ err }, 'maintenance run failed');
    }
  };
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return { run, stop: () => clearInterval(timer) };
}
