import type { FastifyInstance } from 'fastify';
import { fullName } from '../../../domain/person-name.ts';
import * as contracts from '../../../domain/contracts/rosters.ts';
import { ROSTER_MAX_BYTES } from '../../../domain/rosters.ts';
import { route } from '../../lib/contract-route.ts';
import { registerAdminRoutes, requireUser } from '../auth/auth-module.ts';
import * as service from './roster-service.ts';
import type { RosterDeps } from './roster-service.ts';

// The rosters module (docs/decisions/059-properties-as-customers.md): a property-paid
// community's rent rolls, previewed and applied whole. It writes its doors, column maps and
// imports; residents' accounts and doors change through the auth and subscriptions modules.

/**
 * A file of ROSTER_MAX_BYTES sent as JSON text: escaping its quotes and line ends can double it.
 * The schema then refuses a file over the size with its own message.
 */
const ROSTER_BODY_LIMIT = 2 * ROSTER_MAX_BYTES + 64 * 1024;

/** What the office's routes and the property manager's call, for one community each. */
export type Rosters = ReturnType<typeof createRosters>;

export function createRosters(deps: RosterDeps) {
  return {
    bodyLimit: ROSTER_BODY_LIMIT,
    readColumns: (communityId: number, file: Parameters<typeof service.readColumns>[2]) =>
      service.readColumns(deps, communityId, file),
    preview: (communityId: number, upload: Parameters<typeof service.previewRoster>[2]) =>
      service.previewRoster(deps, communityId, upload),
    apply: (
      communityId: number,
      upload: Parameters<typeof service.applyRoster>[2],
      applier: service.RosterApplier,
    ) => service.applyRoster(deps, communityId, upload, applier),
    roster: (communityId: number) => service.readRoster(deps, communityId),
    imports: (communityId: number) => service.listImports(deps, communityId),
  };
}

/** The office's roster routes, under /api/admin/communities/:id/roster. */
export async function registerRosters(app: FastifyInstance, rosters: Rosters) {
  const { bodyLimit } = rosters;
  await registerAdminRoutes(app, (r) => {
    route(r, contracts.readRosterColumns, { bodyLimit }, async (request) =>
      rosters.readColumns(request.params.id, request.body),
    );
    route(r, contracts.previewRoster, { bodyLimit }, async (request) =>
      rosters.preview(request.params.id, request.body),
    );
    route(r, contracts.applyRoster, { bodyLimit }, async (request, reply) => {
      const user = requireUser(request);
      const applied = await rosters.apply(request.params.id, request.body, {
        id: user.id,
        name: fullName(user),
      });
      return reply.code(201).send(applied);
    });
    route(r, contracts.getRoster, async (request) => rosters.roster(request.params.id));
    route(r, contracts.listRosterImports, async (request) => rosters.imports(request.params.id));
  });
}
