import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_REPLIES } from '../../../domain/schemas/replies.ts';
import {
  AdminTicketSchema,
  AdminTicketsQuerySchema,
  PickupParamsSchema,
  ReportProblemSchema,
  ResidentPickupsSchema,
  ResolveTicketSchema,
  TicketParamsSchema,
  TicketSchema,
} from '../../../domain/schemas/tickets.ts';
import type { Database } from '../../db/client.ts';
import { registerAdminRoutes, requireAdmin, requireSubscriber } from '../auth/auth-module.ts';
import type { Notifier } from '../notifications/notifications-module.ts';
import { createTicketService, type CreditGateway, type PhotoUploaders } from './ticket-service.ts';

// The tickets module (docs/product.md#tickets): a resident's pickups with what the crew recorded,
// their problem reports, and the office's resolutions (docs/decisions/034-tickets-and-resolutions.md).

export type { CreditGateway };

export async function registerTickets(
  parent: FastifyInstance,
  deps: {
    db: Database;
    credits: CreditGateway;
    photoUploaders: PhotoUploaders;
    appUrl: string;
    notifier: Notifier;
  },
) {
  const tickets = createTicketService(deps);
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/pickups',
    { schema: { response: { 200: ResidentPickupsSchema, ...ERROR_REPLIES } } },
    async (request) => tickets.residentPickups(requireSubscriber(request).id),
  );

  app.post(
    '/api/pickups/:id/tickets',
    {
      schema: {
        params: PickupParamsSchema,
        body: ReportProblemSchema,
        response: { 201: TicketSchema, ...ERROR_REPLIES },
      },
    },
    async (request, reply) => {
      const user = requireSubscriber(request);
      return reply.code(201).send(await tickets.report(user, request.params.id, request.body));
    },
  );

  await registerAdminRoutes(parent, (r) => {
    r.get(
      '/tickets',
      {
        schema: {
          querystring: AdminTicketsQuerySchema,
          response: { 200: z.array(AdminTicketSchema), ...ERROR_REPLIES },
        },
      },
      async (request) => tickets.list(request.query.status),
    );
    r.post(
      '/tickets/:id/resolution',
      {
        schema: {
          params: TicketParamsSchema,
          body: ResolveTicketSchema,
          response: { 200: AdminTicketSchema, ...ERROR_REPLIES },
        },
      },
      async (request) => tickets.resolve(requireAdmin(request), request.params.id, request.body),
    );
  });
  return { hasReportablePickup: tickets.hasReportablePickup };
}
