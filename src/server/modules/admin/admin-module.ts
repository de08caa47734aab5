import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminScheduleSchema,
  AdminSchedulesQuerySchema,
  AdminSubscriptionSchema,
  AdminSubscriptionsQuerySchema,
  AdminUserSchema,
  AdminUsersQuerySchema,
  RouteSheetQuerySchema,
  RouteSheetSchema,
  ScheduleIdParamsSchema,
  ScheduleServiceSchema,
  UpdateScheduleSchema,
} from '../../../domain/schemas/admin.ts';
import { ERROR_REPLIES } from '../../../domain/schemas/replies.ts';
import { TOTAL_COUNT_HEADER } from '../../../domain/paging.ts';
import { serviceClock } from '../../../domain/pickup-calendar.ts';
import { requireAdmin } from '../../plugins/session.ts';
import type { Page } from './admin-repository.ts';
import { createAdminService } from './admin-service.ts';
import { SCHEDULE_CSV_COLUMNS, SUBSCRIPTION_CSV_COLUMNS, USER_CSV_COLUMNS } from './csv-columns.ts';
import type { Database } from '../../db/client.ts';

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
export async function registerAdmin(app: FastifyInstance, deps: { db: Database }) {
  const admin = createAdminService(deps.db);
  const { repo } = admin;

  await app.register(
    async (scope) => {
      scope.addHook('onRequest', async (request) => {
        requireAdmin(request);
      });
      const r = scope.withTypeProvider<ZodTypeProvider>();

      r.get(
        '/users',
        {
          schema: {
            querystring: AdminUsersQuerySchema,
            response: { 200: z.array(AdminUserSchema), ...ERROR_REPLIES },
          },
        },
        async (req, reply) => sendPage(reply, await repo.listUsers(req.query)),
      );
      r.get(
        '/subscriptions',
        {
          schema: {
            querystring: AdminSubscriptionsQuerySchema,
            response: { 200: z.array(AdminSubscriptionSchema), ...ERROR_REPLIES },
          },
        },
        async (req, reply) => sendPage(reply, await repo.listSubscriptions(req.query)),
      );
      const schedulesSchema = {
        querystring: AdminSchedulesQuerySchema,
        response: { 200: z.array(AdminScheduleSchema), ...ERROR_REPLIES },
      };
      r.get('/service-schedules', { schema: schedulesSchema }, async (req, reply) =>
        sendPage(reply, await repo.listSchedules(req.query)),
      );
      // A service record: a pickup that happened.
      r.get('/service-records', { schema: schedulesSchema }, async (req, reply) =>
        sendPage(reply, await repo.listSchedules({ ...req.query, status: 'completed' })),
      );

      // The exports stream text/csv, which no JSON schema describes: they declare the list's
      // query, and their error replies the shared error body.
      const csvSchema = <Q extends z.ZodType>(querystring: Q) => ({
        querystring,
        response: ERROR_REPLIES,
      });
      r.get('/users.csv', { schema: csvSchema(AdminUsersQuerySchema) }, async (req, reply) =>
        sendCsv(
          reply,
          'users',
          await admin.csvStream(USER_CSV_COLUMNS, repo.exportUsers(req.query)),
        ),
      );
      r.get(
        '/subscriptions.csv',
        { schema: csvSchema(AdminSubscriptionsQuerySchema) },
        async (req, reply) =>
          sendCsv(
            reply,
            'subscriptions',
            await admin.csvStream(SUBSCRIPTION_CSV_COLUMNS, repo.exportSubscriptions(req.query)),
          ),
      );
      r.get(
        '/service-schedules.csv',
        { schema: csvSchema(AdminSchedulesQuerySchema) },
        async (req, reply) =>
          sendCsv(
            reply,
            'service-schedules',
            await admin.csvStream(SCHEDULE_CSV_COLUMNS, repo.exportSchedules(req.query)),
          ),
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
        '/route-sheet',
        {
          schema: {
            querystring: RouteSheetQuerySchema,
            response: { 200: RouteSheetSchema, ...ERROR_REPLIES },
          },
        },
        async (req) => admin.routeSheet(req.query.date),
      );
    },
    { prefix: '/api/admin' },
  );
}
