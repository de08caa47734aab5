import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  AdminScheduleSchema,
  AdminSchedulesQuerySchema,
  AdminSubscriptionSchema,
  AdminSubscriptionsQuerySchema,
  AdminUserSchema,
  AdminUsersQuerySchema,
  CancellationReportSchema,
  RouteSheetQuerySchema,
  RouteSheetSchema,
  ScheduleIdParamsSchema,
  ScheduleServiceSchema,
  UpdateScheduleSchema,
} from '../../../domain/schemas/admin.ts';
import { ERROR_REPLIES } from '../../../domain/schemas/replies.ts';
import { TOTAL_COUNT_HEADER } from '../../../domain/paging.ts';
import { serviceClock } from '../../../domain/pickup-calendar.ts';
import { registerAdminRoutes } from '../auth/auth-module.ts';
import { exportSubscriptions, exportUsers } from './admin-exports.ts';
import type { Page } from './admin-search.ts';
import { listUsers } from './customer-list.ts';
import { listSchedules } from './pickup-list.ts';
import { listSubscriptions } from './subscription-list.ts';
import { createAdminService } from './admin-service.ts';
import { SUBSCRIPTION_CSV_COLUMNS, USER_CSV_COLUMNS } from './csv-columns.ts';
import type { CopyOut, Database } from '../../db/client.ts';

/**
 * The page's rows as an array, the total in headers (docs/decisions/007-admin-lists-at-scale.md).
 */
function sendPage<T>(reply: FastifyReply, page: Page<T>) {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  if (page.capped) reply.header(`${TOTAL_COUNT_HEADER}-Capped`, 'true');
  return page.rows;
}

function sendCsv(reply: FastifyReply, name: string, body: NodeJS.ReadableStream) {
  const date = serviceClock(new Date()).date;
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${date}.csv"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * Everything under /api/admin. The admin guard is one hook on the whole prefix
 * (docs/decisions/007-admin-lists-at-scale.md), so a route added here cannot forget it: 401 without
 * a session, 403 for a signed-in non-admin.
 */
export async function registerAdmin(
  app: FastifyInstance,
  deps: { db: Database; copyOut?: CopyOut | undefined },
) {
  const { db } = deps;
  const admin = createAdminService(db, deps.copyOut);

  await registerAdminRoutes(app, (r) => {
    // The lists answer a page of rows with the total in headers; each declares its query and row.
    const listRoute = <Q extends z.ZodType, R extends z.ZodType>(
      path: string,
      querystring: Q,
      row: R,
      list: (query: z.output<Q>) => Promise<Page<z.output<R>>>,
    ) =>
      r.get(
        path,
        { schema: { querystring, response: { 200: z.array(row), ...ERROR_REPLIES } } },
        async (req, reply) => sendPage(reply, await list(req.query as z.output<Q>)),
      );
    listRoute('/users', AdminUsersQuerySchema, AdminUserSchema, (q) => listUsers(db, q));
    listRoute('/subscriptions', AdminSubscriptionsQuerySchema, AdminSubscriptionSchema, (q) =>
      listSubscriptions(db, q),
    );
    listRoute('/service-schedules', AdminSchedulesQuerySchema, AdminScheduleSchema, (q) =>
      listSchedules(db, q),
    );
    // A service record: a pickup that happened.
    listRoute('/service-records', AdminSchedulesQuerySchema, AdminScheduleSchema, (q) =>
      listSchedules(db, { ...q, status: 'completed' }),
    );

    // The exports stream text/csv, which no JSON schema describes: they declare the list's
    // query, and their error replies the shared error body.
    const csvExport = <Q extends z.ZodType>(
      path: string,
      name: string,
      querystring: Q,
      body: (query: z.output<Q>) => Promise<NodeJS.ReadableStream>,
    ) =>
      r.get(path, { schema: { querystring, response: ERROR_REPLIES } }, async (req, reply) =>
        sendCsv(reply, name, await body(req.query as z.output<Q>)),
      );
    csvExport('/users.csv', 'users', AdminUsersQuerySchema, (q) =>
      admin.csvStream(USER_CSV_COLUMNS, exportUsers(db, q)),
    );
    csvExport('/subscriptions.csv', 'subscriptions', AdminSubscriptionsQuerySchema, (q) =>
      admin.csvStream(SUBSCRIPTION_CSV_COLUMNS, exportSubscriptions(db, q)),
    );
    csvExport('/service-schedules.csv', 'service-schedules', AdminSchedulesQuerySchema, (q) =>
      admin.schedulesCsv(q),
    );

    r.post(
      '/service-schedules',
      {
        schema: {
          body: ScheduleServiceSchema,
          response: { 201: AdminScheduleSchema, ...ERROR_REPLIES },
        },
      },
      async (req, reply) => reply.code(201).send(await admin.scheduleService(req.body)),
    );
    r.patch(
      '/service-schedules/:id',
      {
        schema: {
          params: ScheduleIdParamsSchema,
          body: UpdateScheduleSchema,
          response: { 200: AdminScheduleSchema, ...ERROR_REPLIES },
        },
      },
      async (req) => admin.setStatus(req.params.id, req.body.status),
    );

    r.get(
      '/cancellations',
      { schema: { response: { 200: CancellationReportSchema, ...ERROR_REPLIES } } },
      async () => admin.cancellations(),
    );

    r.get(
      '/route-sheet',
      {
        schema: {
          querystring: RouteSheetQuerySchema,
          response: { 200: RouteSheetSchema, ...ERROR_REPLIES },
        },
      },
      async (req) => admin.routeSheet(req.query.date),
    );
  });
}
