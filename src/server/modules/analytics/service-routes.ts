import type { GrowthTable, ServiceTable } from '../../../domain/analytics-service.ts';
import * as contracts from '../../../domain/contracts/analytics-service.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/contract-route.ts';
import { sendCsv } from '../../lib/send-csv.ts';
import type { TypedScope } from '../auth/auth-module.ts';
import { growthCsv } from './growth-csv.ts';
import { growthNumbers } from './growth-numbers.ts';
import { serviceCsv } from './service-csv.ts';
import { serviceNumbers } from './service-numbers.ts';
import { resolveRange } from './report-range.ts';

const tableName = <T extends string>(file: `${T}.csv`) => file.slice(0, -'.csv'.length) as T;

/** The office's service and growth numbers, as JSON for the page and each table in CSV. */
export function registerServiceRoutes(r: TypedScope, db: Database) {
  route(r, contracts.getServiceAnalytics, async (request) =>
    serviceNumbers(db, resolveRange(request.query)),
  );
  route(r, contracts.exportServiceTable, async (request, reply) => {
    const range = resolveRange(request.query);
    const name = tableName<ServiceTable>(request.params.table);
    return sendCsv(
      reply,
      `service-${name}-${range.from}-${range.to}`,
      serviceCsv(await serviceNumbers(db, range), name),
    );
  });
  route(r, contracts.getGrowthAnalytics, async (request) =>
    growthNumbers(db, resolveRange(request.query)),
  );
  route(r, contracts.exportGrowthTable, async (request, reply) => {
    const range = resolveRange(request.query);
    const name = tableName<GrowthTable>(request.params.table);
    return sendCsv(
      reply,
      `growth-${name}-${range.from}-${range.to}`,
      growthCsv(await growthNumbers(db, range), name),
    );
  });
}
