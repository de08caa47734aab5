import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_REPLIES } from '../../../domain/schemas/replies.ts';
import {
  ServiceAreaLookupSchema,
  ServiceAreaParamsSchema,
  type ServiceAreaLookup,
} from '../../../domain/schemas/service-area.ts';
import type { Database } from '../../db/client.ts';
import { createServiceAreaRepository } from './service-area-repository.ts';

/** What other modules ask of the service area (docs/product.md#service-areas). */
export type ServiceArea = {
  isServed(zip: string): Promise<boolean>;
  lookup(zip: string): Promise<ServiceAreaLookup>;
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
  };
}

/** The public ZIP check: the hero's ZIP field, /search and the sign-up's community picker. */
export function registerServiceArea(parent: FastifyInstance, deps: { serviceArea: ServiceArea }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
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
}
