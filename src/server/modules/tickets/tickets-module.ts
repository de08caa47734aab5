import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/tickets.ts';
import { route } from '../../lib/contract-route.ts';
import { registerAdminRoutes, requireAdmin, requireSubscriber } from '../auth/auth-module.ts';
import * as tickets from './ticket-service.ts';
import type { TicketDeps } from './ticket-service.ts';

// The tickets module (docs/product.md#tickets): a resident's pickups with what the crew recorded,
// their problem reports, and the office's resolutions (docs/decisions/034-tickets-and-resolutions.md).

export async function registerTickets(app: FastifyInstance, deps: TicketDeps) {
  route(app, contracts.listPickups, async (request) =>
    tickets.residentPickups(deps, requireSubscriber(request).id),
  );

  route(app, contracts.reportProblem, async (request, reply) => {
    const user = requireSubscriber(request);
    return reply.code(201).send(await tickets.report(deps, user, request.params.id, request.body));
  });

  await registerAdminRoutes(app, (r) => {
    route(r, contracts.listTickets, async (request) => tickets.list(deps, request.query.status));
    route(r, contracts.resolveTicket, async (request) =>
      tickets.resolve(deps, requireAdmin(request), request.params.id, request.body),
    );
  });
  return {
    hasReportablePickup: (userId: number) => tickets.hasReportablePickup(deps, userId),
  };
}
