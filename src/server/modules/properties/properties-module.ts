import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/properties.ts';
import { route } from '../../lib/contract-route.ts';
import { registerAdminRoutes } from '../auth/auth-module.ts';
import { readContract, saveContract, type ContractDeps } from './contracts-admin.ts';

// The properties module (docs/decisions/059-properties-as-customers.md): property-paid
// communities and their contracts, recorded by the office.

export async function registerProperties(app: FastifyInstance, deps: ContractDeps) {
  await registerAdminRoutes(app, (r) => {
    route(r, contracts.getCommunityContract, async (request) =>
      readContract(deps, request.params.id),
    );
    route(r, contracts.saveCommunityContract, async (request) =>
      saveContract(deps, request.params.id, request.body),
    );
  });
}
