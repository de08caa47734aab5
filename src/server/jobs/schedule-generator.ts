import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { generatePickups } from '../modules/schedules/schedules-module.ts';

const EVERY_MS = 24 * 60 * 60_000;

/**
 * Runs the pickup-schedule generator at start-up and then daily. Overlapping runs on several app
 * servers queue on the generator's advisory lock and insert nothing twice.
 */
export function startScheduleGenerator(deps: { log: FastifyBaseLogger; db: Database }) {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = generatePickups(deps.db)
      .then((created) => deps.log.info({ created }, 'pickup schedules generated'))
      .catch((err: unknown) => deps.log.warn({ err }, 'pickup schedule generation failed'));
  };
  run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return {
    /** Stops the timer and waits for a run in progress, so the database can close under it. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
