import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderCities } from '../../../domain/content/service-areas.ts';
import { ERROR_REPLIES, MessageReplySchema } from '../../../domain/schemas/replies.ts';
import {
  AddServiceZipSchema,
  AdminCommunitiesQuerySchema,
  AdminCommunitySchema,
  AdminServiceZipSchema,
  CommunityIdParamsSchema,
  CommunityInputSchema,
  CommunityRequestParamsSchema,
  CommunityRequestSchema,
  MatchCommunitySchema,
  ServiceAreaLookupSchema,
  ServiceAreaParamsSchema,
  ServiceZipParamsSchema,
  ServiceAreaOverviewSchema,
  type ServiceAreaCity,
  type ServiceAreaLookup,
  type ServiceAreaOverview,
} from '../../../domain/schemas/service-area.ts';
import type { Database } from '../../db/client.ts';
import { registerAdminRoutes, requireAdmin } from '../auth/auth-module.ts';
import { createServiceAreaAdmin, type ServiceDetailHistory } from './service-area-admin.ts';
import { createServiceAreaRepository } from './service-area-repository.ts';

/** How long a browser or proxy may keep the public overview of the service area. */
const SERVICE_AREA_MAX_AGE_SECONDS = 60;

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
  parent: FastifyInstance,
  deps: { serviceArea: ServiceArea; db: Database; recordHistory: ServiceDetailHistory },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/service-area',
    { schema: { response: { 200: ServiceAreaOverviewSchema, ...ERROR_REPLIES } } },
    async (_request, reply) => {
      // Public and the same for everyone: a minute of caching keeps a busy home page off the
      // database, and an office change shows within that minute.
      reply.header('cache-control', `public, max-age=${SERVICE_AREA_MAX_AGE_SECONDS}`);
      return deps.serviceArea.overview();
    },
  );
  app.get(
    '/api/service-area/:zip',
    {
      schema: {
        params: ServiceAreaParamsSchema,
        response: { 200: ServiceAreaLookupSchema, ...ERROR_REPLIES },
      },
    },
    async (request) => deps.serviceArea.lookup(request.params.zip),
  );

  const area = createServiceAreaAdmin(deps.db, deps.recordHistory);
  await registerAdminRoutes(app, (r) => {
    r.get(
      '/service-zips',
      { schema: { response: { 200: z.array(AdminServiceZipSchema), ...ERROR_REPLIES } } },
      async () => area.listZips(),
    );
    r.post(
      '/service-zips',
      {
        schema: {
          body: AddServiceZipSchema,
          response: { 201: AdminServiceZipSchema, ...ERROR_REPLIES },
        },
      },
      async (req, reply) => reply.code(201).send(await area.addZip(req.body.zip, req.body.city)),
    );
    r.delete(
      '/service-zips/:zip',
      {
        schema: {
          params: ServiceZipParamsSchema,
          response: { 200: MessageReplySchema, ...ERROR_REPLIES },
        },
      },
      async (req) => {
        await area.removeZip(req.params.zip);
        return { message: `${req.params.zip} is no longer in the service area.` };
      },
    );

    r.get(
      '/communities',
      {
        schema: {
          querystring: AdminCommunitiesQuerySchema,
          response: { 200: z.array(AdminCommunitySchema), ...ERROR_REPLIES },
        },
      },
      async (req) => area.listCommunities(req.query),
    );
    r.post(
      '/communities',
      {
        schema: {
          body: CommunityInputSchema,
          response: { 201: AdminCommunitySchema, ...ERROR_REPLIES },
        },
      },
      async (req, reply) => reply.code(201).send(await area.createCommunity(req.body)),
    );
    r.put(
      '/communities/:id',
      {
        schema: {
          params: CommunityIdParamsSchema,
          body: CommunityInputSchema,
          response: { 200: AdminCommunitySchema, ...ERROR_REPLIES },
        },
      },
      async (req) => area.updateCommunity(req.params.id, req.body),
    );

    r.get(
      '/community-requests',
      { schema: { response: { 200: z.array(CommunityRequestSchema), ...ERROR_REPLIES } } },
      async () => area.communityRequests(),
    );
    r.post(
      '/community-requests/:id/match',
      {
        schema: {
          params: CommunityRequestParamsSchema,
          body: MatchCommunitySchema,
          response: { 200: MessageReplySchema, ...ERROR_REPLIES },
        },
      },
      async (req) => {
        await area.matchRequest(req.params.id, req.body.communityId, requireAdmin(req).id);
        return { message: 'Matched.' };
      },
    );
  });
}
