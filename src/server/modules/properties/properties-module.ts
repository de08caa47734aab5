import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/properties.ts';
import { PROPERTY_LEAD_TEXT } from '../../../domain/property-leads.ts';
import { route } from '../../lib/contract-route.ts';
import { registerAdminRoutes } from '../auth/auth-module.ts';
import { LIMITS, type RateLimiter } from '../rate-limit/rate-limit-module.ts';
import { readContract, saveContract, type ContractDeps } from './contracts-admin.ts';
import { listLeads, submitLead, type LeadDeps } from './leads.ts';

// The properties module (docs/decisions/059-properties-as-customers.md): property-paid
// communities and their contracts, recorded by the office, and the leads that come before them.

export async function registerProperties(
  app: FastifyInstance,
  deps: ContractDeps & LeadDeps & { limiter: RateLimiter },
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
  });
}
