import type { FastifyBaseLogger } from 'fastify';
import type { NoticeRun } from '../modules/notifications/notifications-module.ts';

/** Often enough that a reminder leaves within a few minutes of the time the resident chose. */
const EVERY_MS = 5 * 60_000;

export type NotificationScheduler = ReturnType<typeof startNotificationScheduler>;

/**
 * Every five minutes: the pickup reminders whose time has come and the holiday notices due
 * (docs/decisions/041-notifications.md). Each message's key is unique per channel, so runs that
 * overlap, here or on another app server, make each message once.
 */
export function startNotificationScheduler(deps: {
  log: FastifyBaseLogger;
  run: (now: Date) => Promise<NoticeRun>;
  /** Run by itself every few minutes; without, only when asked (`runNow`). */
  timer: boolean;
}) {
  const run = async (now = new Date()): Promise<NoticeRun | null> => {
    try {
      const made = await deps.run(now);
      return made;
    } catch (err) {
      deps.log.warn({ err }, 'notification scheduler run failed');
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
