import type { FastifyInstance, FastifyReply } from 'fastify';
import * as contracts from '../../../domain/contracts/admin.ts';
import { TOTAL_COUNT_HEADER } from '../../../domain/paging.ts';
import { serviceClock } from '../../../domain/pickup-calendar.ts';
import { route } from '../../lib/contract-route.ts';
import { sendCsv } from '../../lib/send-csv.ts';
import { registerAdminRoutes } from '../auth/auth-module.ts';
import { exportSubscriptions, exportUsers } from './admin-exports.ts';
import type { Page } from './admin-search.ts';
import { listUsers } from './customer-list.ts';
import { listSchedules } from './pickup-list.ts';
import { listSubscriptions } from './subscription-list.ts';
import * as admin from './admin-service.ts';
import { SUBSCRIPTION_CSV_COLUMNS, USER_CSV_COLUMNS } from './csv-columns.ts';

/** Today in Katy: the exports are named for the day they were taken. */
const today = () => serviceClock(new Date()).date;

/**
 * The page's rows as an array, the total in headers (docs/decisions/007-admin-lists-at-scale.md).
 */
function sendPage<T>(reply: FastifyReply, page: Page<T>) {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  if (page.capped) reply.header(`${TOTAL_COUNT_HEADER}-Capped`, 'true');
  return page.rows;
}

/**
 * Everything under /api/admin. The admin guard is one hook on the whole prefix
 * (docs/decisions/007-admin-lists-at-scale.md), so a route added here cannot forget it: 401 without
 * a session, 403 for a signed-in non-admin.
 */
export async function registerAdmin(app: FastifyInstance, deps: admin.AdminDeps) {
  const { db } = deps;

  await registerAdminRoutes(app, (r) => {
    route(r, contracts.listUsers, async (req, reply) =>
      sendPage(reply, await listUsers(db, req.query)),
    );
    route(r, contracts.listAdminSubscriptions, async (req, reply) =>
      sendPage(reply, await listSubscriptions(db, req.query)),
    );
    route(r, contracts.listSchedules, async (req, reply) =>
      sendPage(reply, await listSchedules(db, req.query)),
    );
    route(r, contracts.listServiceRecords, async (req, reply) =>
      sendPage(reply, await listSchedules(db, { ...req.query, status: 'completed' })),
    );

    route(r, contracts.exportUsers, async (req, reply) =>
      sendCsv(
        reply,
        `users-${today()}`,
        await admin.csvStream(USER_CSV_COLUMNS, exportUsers(db, req.query)),
      ),
    );
    route(r, contracts.exportSubscriptions, async (req, reply) =>
      sendCsv(
        reply,
        `subscriptions-${today()}`,
        await admin.csvStream(SUBSCRIPTION_CSV_COLUMNS, exportSubscriptions(db, req.query)),
      ),
    );
    route(r, contracts.exportSchedules, async (req, reply) =>
      sendCsv(reply, `service-schedules-${today()}`, await admin.schedulesCsv(deps, req.query)),
    );

    route(r, contracts.scheduleService, async (req, reply) =>
      reply.code(201).send(await admin.scheduleService(deps, req.body)),
    );
    route(r, contracts.setScheduleStatus, async (req) =>
      admin.setScheduleStatus(deps, req.params.id, req.body.status),
    );

    route(r, contracts.getCancellations, async () => admin.cancellationReport(deps));

    route(r, contracts.getRouteSheet, async (req) => admin.routeSheet(deps, req.query.date));
  });
}
