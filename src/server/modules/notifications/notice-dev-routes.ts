import type { FastifyInstance } from 'fastify';
import { runNoticeScheduler } from '../../../domain/contracts/notifications.ts';
import { route } from '../../lib/contract-route.ts';
import { registerAdminRoutes } from '../auth/auth-module.ts';
import type { NoticeRun } from './notice-schedule.ts';

/**
 * Outside production only (app.ts decides): an admin runs the reminder and holiday-notice
 * scheduler as if it were `at`, the way the billing tab's test controls move a renewal, so a
 * journey in a browser sees tomorrow's reminders and a coming holiday's notices made now.
 */
export async function registerNoticeScheduleDevRoute(
  app: FastifyInstance,
  deps: { run: (now: Date) => Promise<NoticeRun> },
) {
  await registerAdminRoutes(app, (scope) => {
    route(scope, runNoticeScheduler, async (request) => deps.run(new Date(request.body.at)));
  });
}
