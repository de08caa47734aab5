import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MANAGER_TEXT } from '../../../domain/manager-portal.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { guardScope, requireManager, type TypedScope } from '../auth/auth-module.ts';
import { createManagerRepository } from './manager-repository.ts';

// A property manager sees only the communities the office gave them
// (docs/decisions/059-properties-as-customers.md): every manager route names its community in
// the path as `:communityId`, and the scope refuses any community that is not theirs before the
// route runs, as a 404, the same answer as a community that does not exist.

const COMMUNITY_ID = /^[1-9]\d{0,8}$/;

async function checkCommunity(db: Database, request: FastifyRequest): Promise<void> {
  const raw = (request.params as { communityId?: string }).communityId;
  if (raw === undefined) return;
  const user = requireManager(request);
  const ok =
    COMMUNITY_ID.test(raw) && (await createManagerRepository(db).manages(user.id, Number(raw)));
  if (!ok) throw notFound(MANAGER_TEXT.communityNotFound);
}

/**
 * Registers a module's manager routes under /api/manager behind the manager guard and the
 * community check, on the whole scope, so no route in it can forget either.
 */
export async function registerManagerRoutes(
  app: FastifyInstance,
  db: Database,
  routes: (scope: TypedScope) => void | Promise<void>,
): Promise<void> {
  await app.register(
    async (scope) => {
      guardScope(scope, 'manager');
      scope.addHook('onRequest', (request) => checkCommunity(db, request));
      await routes(scope.withTypeProvider<ZodTypeProvider>());
    },
    { prefix: '/api/manager' },
  );
}
