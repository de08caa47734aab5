import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fullName } from '../../../domain/person-name.ts';
import * as contracts from '../../../domain/contracts/rosters.ts';
import { ROSTER_MAX_BYTES } from '../../../domain/rosters.ts';
import { route } from '../../lib/contract-route.ts';
import {
  registerAdminRoutes,
  requireUser,
  type TypedScope,
  type UserRow,
} from '../auth/auth-module.ts';
import { registerManagerRoutes } from '../properties/properties-module.ts';
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

type Rosters = ReturnType<typeof createRosters>;

function createRosters(deps: RosterDeps) {
  return {
    readColumns: (communityId: number, file: Parameters<typeof service.readColumns>[2]) =>
      service.readColumns(deps, communityId, file),
    preview: (communityId: number, upload: Parameters<typeof service.previewRoster>[2]) =>
      service.previewRoster(deps, communityId, upload),
    apply: (
      communityId: number,
      upload: Parameters<typeof service.applyRoster>[2],
      user: UserRow,
    ) => service.applyRoster(deps, communityId, upload, { id: user.id, name: fullName(user) }),
    roster: (communityId: number) => service.readRoster(deps, communityId),
    imports: (communityId: number) => service.listImports(deps, communityId),
  };
}

/** One set of roster calls, the office's or the manager's, and how each reads its community. */
type RosterCalls = {
  columns: typeof contracts.readRosterColumns | typeof contracts.readManagedRosterColumns;
  preview: typeof contracts.previewRoster | typeof contracts.previewManagedRoster;
  apply: typeof contracts.applyRoster | typeof contracts.applyManagedRoster;
  roster: typeof contracts.getRoster | typeof contracts.getManagedRoster;
  imports: typeof contracts.listRosterImports | typeof contracts.listManagedRosterImports;
};

function registerCalls(
  r: TypedScope,
  rosters: Rosters,
  calls: RosterCalls,
  communityOf: (request: FastifyRequest) => number,
) {
  const bodyLimit = ROSTER_BODY_LIMIT;
  route(r, calls.columns, { bodyLimit }, async (request) =>
    rosters.readColumns(communityOf(request), request.body),
  );
  route(r, calls.preview, { bodyLimit }, async (request) =>
    rosters.preview(communityOf(request), request.body),
  );
  route(r, calls.apply, { bodyLimit }, async (request, reply) => {
    const applied = await rosters.apply(communityOf(request), request.body, requireUser(request));
    return reply.code(201).send(applied);
  });
  route(r, calls.roster, async (request) => rosters.roster(communityOf(request)));
  route(r, calls.imports, async (request) => rosters.imports(communityOf(request)));
}

/**
 * The office's roster routes under /api/admin/communities/:id/roster, and the property
 * manager's under /api/manager/communities/:communityId/roster, behind the manager's guard: a
 * community that is not theirs is a 404 before the route runs.
 */
export async function registerRosters(app: FastifyInstance, deps: RosterDeps) {
  const rosters = createRosters(deps);
  await registerAdminRoutes(app, (r) =>
    registerCalls(
      r,
      rosters,
      {
        columns: contracts.readRosterColumns,
        preview: contracts.previewRoster,
        apply: contracts.applyRoster,
        roster: contracts.getRoster,
        imports: contracts.listRosterImports,
      },
      (request) => (request.params as { id: number }).id,
    ),
  );
  await registerManagerRoutes(app, deps.db, (r) =>
    registerCalls(
      r,
      rosters,
      {
        columns: contracts.readManagedRosterColumns,
        preview: contracts.previewManagedRoster,
        apply: contracts.applyManagedRoster,
        roster: contracts.getManagedRoster,
        imports: contracts.listManagedRosterImports,
      },
      (request) => Number((request.params as { communityId: string }).communityId),
    ),
  );
}
