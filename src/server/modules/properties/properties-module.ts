import type { FastifyInstance } from 'fastify';
import * as managerCalls from '../../../domain/contracts/managers.ts';
import * as contracts from '../../../domain/contracts/properties.ts';
import { PROPERTY_LEAD_TEXT } from '../../../domain/property-leads.ts';
import { route } from '../../lib/contract-route.ts';
import { sendCsv } from '../../lib/send-csv.ts';
import { registerAdminRoutes, requireManager, type UserRow } from '../auth/auth-module.ts';
import { LIMITS, type RateLimiter } from '../rate-limit/rate-limit-module.ts';
import { readContract, saveContract, type ContractDeps } from './contracts-admin.ts';
import { listLeads, submitLead, type LeadDeps } from './leads.ts';
import * as portal from './manager-portal.ts';
import { registerManagerRoutes } from './manager-scope.ts';
import { addManager, listManagers, removeManager, type ManagersDeps } from './managers-admin.ts';
import { createPortalRepository } from './portal-repository.ts';

// The properties module (docs/decisions/059-properties-as-customers.md): property-paid
// communities and their contracts, recorded by the office, the leads that come before them, and
// the property managers who see their communities in their own portal.

export { registerManagerRoutes };

export async function registerProperties(
  app: FastifyInstance,
  deps: ContractDeps & LeadDeps & ManagersDeps & { limiter: RateLimiter },
) {
  route(app, contracts.sendPropertyLead, async (request, reply) => {
    // docs/decisions/016-rate-limits.md: 30 per 10 minutes per IP, counted apart from the
    // contact form and the account forms.
    await deps.limiter.consume(LIMITS.perIp, `property-lead|${request.ip}`);
    await submitLead(deps, request.body);
    return reply.code(201).send({ message: PROPERTY_LEAD_TEXT.sentText });
  });
  await registerAdminRoutes(app, (r) => {
    route(r, contracts.listPropertyLeads, async () => listLeads(deps));
    route(r, contracts.getCommunityContract, async (request) =>
      readContract(deps, request.params.id),
    );
    route(r, contracts.saveCommunityContract, async (request) =>
      saveContract(deps, request.params.id, request.body),
    );
    route(r, managerCalls.listCommunityManagers, async (request) =>
      listManagers(deps, request.params.id),
    );
    route(r, managerCalls.inviteCommunityManager, async (request, reply) =>
      reply.code(201).send(await addManager(deps, request.params.id, request.body)),
    );
    route(r, managerCalls.removeCommunityManager, async (request) =>
      removeManager(deps, request.params.id, request.params.userId),
    );
  });
  await registerManagerRoutes(app, deps.db, (r) => {
    const communityOf = (params: { communityId: string }) => Number(params.communityId);
    route(r, managerCalls.listManagedCommunities, async (request) =>
      portal.managedCommunities(deps, requireManager(request).id),
    );
    route(r, managerCalls.getManagedCommunity, async (request) =>
      portal.overview(deps, communityOf(request.params)),
    );
    route(r, managerCalls.listManagedDoors, async (request) =>
      portal.doorsOf(deps, communityOf(request.params)),
    );
    route(r, managerCalls.exportManagedDoors, async (request, reply) =>
      sendCsv(reply, 'doors', await portal.doorsCsv(deps, communityOf(request.params))),
    );
    route(r, managerCalls.getManagedNight, async (request) =>
      portal.night(deps, communityOf(request.params), request.params.date),
    );
    route(r, managerCalls.exportManagedNight, async (request, reply) =>
      sendCsv(
        reply,
        `service-${request.params.date}`,
        await portal.nightCsv(deps, communityOf(request.params), request.params.date),
      ),
    );
    route(r, managerCalls.listManagedTickets, async (request) =>
      portal.ticketsOf(deps, communityOf(request.params)),
    );
    route(r, managerCalls.exportManagedTickets, async (request, reply) =>
      sendCsv(reply, 'tickets', await portal.ticketsCsv(deps, communityOf(request.params))),
    );
  });
  return {
    /** A manager sees the photos taken at, or sent about, the doors of their communities. */
    canManagerViewPhoto: (photoId: string, user: UserRow) =>
      createPortalRepository(deps.db).photoInManagersCommunity(photoId, user.id),
  };
}
