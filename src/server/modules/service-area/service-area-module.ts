import type { FastifyInstance } from 'fastify';
import { orderCities } from '../../../domain/content/service-areas.ts';
import * as contracts from '../../../domain/contracts/service-area.ts';
import type { CommunityBilling } from '../../../domain/property-contracts.ts';
import type {
  ServiceAreaCity,
  ServiceAreaLookup,
  ServiceAreaOverview,
} from '../../../domain/schemas/service-area.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/contract-route.ts';
import { registerAdminRoutes, requireAdmin } from '../auth/auth-module.ts';
import * as area from './service-area-admin.ts';
import type { ServiceDetailHistory } from './service-area-admin.ts';
import { createServiceAreaRepository } from './service-area-repository.ts';

/** How long a browser or proxy may keep the public overview of the service area. */
const SERVICE_AREA_MAX_AGE_SECONDS = 60;

/**
 * Says who pays for a community's doors, inside the caller's transaction (the properties module
 * saves a contract and this together); false when there is no such community.
 */
export const setCommunityBilling = (
  tx: Database,
  communityId: number,
  billing: CommunityBilling,
): Promise<boolean> => createServiceAreaRepository(tx).setBilling(communityId, billing);

/** What other modules ask of the service area (docs/product.md#service-areas). */
export type ServiceArea = {
  isServed(zip: string): Promise<boolean>;
  lookup(zip: string): Promise<ServiceAreaLookup>;
  overview(): Promise<ServiceAreaOverview>;
};

export function createServiceArea(db: Database): ServiceArea {
  const repository = createServiceAreaRepository(db);
  return {
    async isServed(zip) {
      return Boolean(await repository.findZip(zip));
    },
    async lookup(zip) {
      const served = await repository.findZip(zip);
      if (!served) return { zip, served: false, city: null, communities: [] };
      return {
        zip,
        served: true,
        city: served.city,
        communities: await repository.activeCommunitiesIn(zip),
      };
    },
    async overview() {
      const { zips, communities } = await repository.servedArea();
      const byCity = new Map<string, ServiceAreaCity>();
      const cityOfZip = new Map<string, ServiceAreaCity>();
      for (const { zip, city } of zips) {
        const entry = byCity.get(city) ?? { city, zipCodes: [], communities: [] };
        byCity.set(city, entry);
        entry.zipCodes.push(zip);
        cityOfZip.set(zip, entry);
      }
      // A community in a ZIP code we no longer serve is not on offer, so it is not listed.
      for (const { name, zip } of communities) cityOfZip.get(zip)?.communities.push(name);
      return { cities: orderCities([...byCity.values()]) };
    },
  };
}

/**
 * The public ZIP check (the hero's ZIP field, /search and the sign-up's community picker), and
 * the office's screens under /api/admin, guarded like the admin module's: one hook on the scope,
 * 401 without a session and 403 for a customer, before anything else is read.
 */
export async function registerServiceArea(
  app: FastifyInstance,
  deps: { serviceArea: ServiceArea; db: Database; recordHistory: ServiceDetailHistory },
) {
  route(app, contracts.getServiceArea, async (_request, reply) => {
    // Public and the same for everyone: a minute of caching keeps a busy home page off the
    // database, and an office change shows within that minute.
    reply.header('cache-control', `public, max-age=${SERVICE_AREA_MAX_AGE_SECONDS}`);
    return deps.serviceArea.overview();
  });
  route(app, contracts.lookupZip, async (request) => deps.serviceArea.lookup(request.params.zip));

  await registerAdminRoutes(app, (r) => {
    route(r, contracts.listServiceZips, async () => area.listZips(deps));
    route(r, contracts.addServiceZip, async (req, reply) =>
      reply.code(201).send(await area.addZip(deps, req.body.zip, req.body.city)),
    );
    route(r, contracts.removeServiceZip, async (req) => {
      await area.removeZip(deps, req.params.zip);
      return { message: `${req.params.zip} is no longer in the service area.` };
    });

    route(r, contracts.listCommunities, async (req) => area.listCommunities(deps, req.query));
    route(r, contracts.createCommunity, async (req, reply) =>
      reply.code(201).send(await area.createCommunity(deps, req.body)),
    );
    route(r, contracts.updateCommunity, async (req) =>
      area.updateCommunity(deps, req.params.id, req.body),
    );

    route(r, contracts.listCommunityRequests, async () => area.communityRequests(deps));
    route(r, contracts.matchCommunityRequest, async (req) => {
      await area.matchRequest(deps, req.params.id, req.body.communityId, requireAdmin(req).id);
      return { message: 'Matched.' };
    });
  });
}
