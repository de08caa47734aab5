import type { FastifyInstance } from 'fastify';
import type { GrowthTable, ServiceTable } from '../../../domain/analytics-service.ts';
import * as serviceContracts from '../../../domain/contracts/analytics-service.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/contract-route.ts';
import { sendCsv } from '../../lib/send-csv.ts';
import { registerAdminRoutes } from '../auth/auth-module.ts';
import { growthCsv } from './growth-csv.ts';
import { growthNumbers } from './growth-numbers.ts';
import { serviceCsv } from './service-csv.ts';
import { serviceNumbers } from './service-numbers.ts';
import { resolveRange } from './service-range.ts';

// The owner's numbers (docs/product.md#the-owners-numbers-service-and-growth): service quality and
// growth for the office, read from daily snapshots that the snapshot job keeps
// (docs/decisions/062-the-owners-numbers.md#service-and-growth).

export { refreshServiceSnapshots, type SnapshotRun } from './service-snapshots.ts';

const tableName = <T extends string>(file: `${T}.csv`) => file.slice(0, -'.csv'.length) as T;

export async function registerAnalytics(app: FastifyInstance, deps: { db: Database }) {
  const { db } = deps;
  await registerAdminRoutes(app, (r) => {
    route(r, serviceContracts.getServiceAnalytics, async (request) =>
      serviceNumbers(db, resolveRange(request.query)),
    );
    route(r, serviceContracts.exportServiceTable, async (request, reply) => {
      const range = resolveRange(request.query);
      const name = tableName<ServiceTable>(request.params.table);
      return sendCsv(
        reply,
        `service-${name}-${range.from}-${range.to}`,
        serviceCsv(await serviceNumbers(db, range), name),
      );
    });
    route(r, serviceContracts.getGrowthAnalytics, async (request) =>
      growthNumbers(db, resolveRange(request.query)),
    );
    route(r, serviceContracts.exportGrowthTable, async (request, reply) => {
      const range = resolveRange(request.query);
      const name = tableName<GrowthTable>(request.params.table);
      return sendCsv(
        reply,
        `growth-${name}-${range.from}-${range.to}`,
        growthCsv(await growthNumbers(db, range), name),
      );
    });
  });
}
