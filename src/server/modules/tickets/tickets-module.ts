import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/tickets.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/contract-route.ts';
import { registerAdminRoutes, requireAdmin, requireSubscriber } from '../auth/auth-module.ts';
import type { Notifier } from '../notifications/notifications-module.ts';
import { createTicketService, type CreditGateway, type PhotoUploaders } from './ticket-service.ts';

// The tickets module (docs/product.md#tickets): a resident's pickups with what the crew recorded,
// their problem reports, and the office's resolutions (docs/decisions/034-tickets-and-resolutions.md).

export type { CreditGateway };

export async function registerTickets(
  app: FastifyInstance,
  deps: {
    db: Database;
    credits: CreditGateway;
    photoUploaders: PhotoUploaders;
    appUrl: string;
    notifier: Notifier;
  },
) {
  const tickets = createTicketService(deps);

  route(app, contracts.listPickups, async (request) =>
    tickets.residentPickups(requireSubscriber(request).id),
  );

  route(app, contracts.reportProblem, async (request, reply) => {
    const user = requireSubscriber(request);
    return reply.code(201).send(await tickets.report(user, request.params.id, request.body));
  });

  await registerAdminRoutes(app, (r) => {
    route(r, contracts.listTickets, async (request) => tickets.list(request.query.status));
    route(r, contracts.resolveTicket, async (request) =>
      tickets.resolve(requireAdmin(request), request.params.id, request.body),
    );
  });
  return { hasReportablePickup: tickets.hasReportablePickup };
}
