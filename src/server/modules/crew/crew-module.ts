import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/crew.ts';
import { addDays, serviceClock } from '../../../domain/pickup-calendar.ts';
import { groupRouteStops } from '../../../domain/route-order.ts';
import {
  CREW_MESSAGES,
  CREW_NOTE_MAX_LENGTH,
  MAX_ACTIONS_PER_SYNC,
  type CrewRoute,
  type CrewRouteGroup,
} from '../../../domain/schemas/crew.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/contract-route.ts';
import { badRequest } from '../../lib/errors.ts';
import { guardScope, registerAdminRoutes, requirePorter } from '../auth/auth-module.ts';
import type { UserRow } from '../auth/auth-module.ts';
import type { Notifier } from '../notifications/notifications-module.ts';
import * as crewAdmin from './crew-admin.ts';
import type { CrewAccounts } from './crew-admin.ts';
import { createCrewRepository } from './crew-repository.ts';
import * as crewSync from './crew-sync.ts';
import type { NoticeRecorder, PhotoUploaders } from './crew-sync.ts';

// The crew module (docs/product.md#crew-app): the porters' API under /api/crew, the office's
// under /api/admin/crew, and who may see the photos taken at a door.

/**
 * A full sync: the most actions, each with the longest note, every character escaped in JSON
 * (six bytes), and room for the other fields.
 */
const SYNC_BODY_LIMIT = MAX_ACTIONS_PER_SYNC * (CREW_NOTE_MAX_LENGTH * 6 + 512);

export async function registerCrew(
  app: FastifyInstance,
  deps: {
    db: Database;
    accounts: CrewAccounts;
    photoUploaders: PhotoUploaders;
    /** A problem at a resident's door is a service update to them. */
    notifier: Notifier;
    /** A problem the resident caused, or a thank-you note, becomes a door notice. */
    recordNotices: NoticeRecorder;
    appUrl: string;
  },
) {
  const repo = createCrewRepository(deps.db);

  async function routeOf(porterId: number, date: string): Promise<CrewRoute> {
    const today = serviceClock(new Date()).date;
    if (date !== today && date !== addDays(today, 1)) {
      throw badRequest(CREW_MESSAGES.routeDayClosed, { date: [CREW_MESSAGES.routeDayClosed] });
    }
    const stops = await repo.routeStops(porterId, date);
    // The route sheet's order and headings, in the crew's shape.
    const groups: CrewRouteGroup[] = groupRouteStops(stops);
    return { date, total: stops.length, done: stops.filter((s) => s.stop.outcome).length, groups };
  }

  // Porters only: one guard on the whole scope, before a body is even read.
  await app.register(
    async (scope) => {
      guardScope(scope, 'porter');
      route(scope, contracts.getCrewRoute, async (request) =>
        routeOf(requirePorter(request).id, request.query.date),
      );
      route(scope, contracts.syncCrewActions, { bodyLimit: SYNC_BODY_LIMIT }, async (request) =>
        crewSync.sync(deps, requirePorter(request).id, request.body.actions),
      );
    },
    { prefix: '/api/crew' },
  );

  await registerAdminRoutes(app, (r) => {
    route(r, contracts.listPorters, async () => crewAdmin.listPorters(deps));
    route(r, contracts.invitePorter, async (request, reply) =>
      reply.code(201).send(await crewAdmin.invitePorter(deps, request.body)),
    );
    route(r, contracts.resendInvite, async (request) =>
      crewAdmin.resendInvite(deps, request.params.id),
    );
    route(r, contracts.removePorter, async (request) =>
      crewAdmin.removePorter(deps, request.params.id),
    );
    route(r, contracts.getCrewAssignments, async () => crewAdmin.crewAssignments(deps));
    route(r, contracts.saveCrewDay, async (request) =>
      crewAdmin.setCrewDay(deps, request.params.weekday, request.body),
    );
  });

  return {
    /**
     * Who besides the office sees a photo taken at a door: the porter whose route the door is
     * on, and the resident of that door when it shows the pickup's outcome.
     */
    async canViewPhoto(photoId: string, user: UserRow): Promise<boolean> {
      if (user.role === 'porter') return repo.photoOnPortersRoute(photoId, user.id);
      if (user.role === 'customer') return repo.photoAtCustomersDoor(photoId, user.id);
      return false;
    },
  };
}
