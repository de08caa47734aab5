import type { FastifyReply } from 'fastify';
import type { AnalyticsRange } from '../../../domain/analytics-range.ts';
import * as contracts from '../../../domain/contracts/analytics-service.ts';
import type { AnalyticsRangeQuery } from '../../../domain/schemas/analytics.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/contract-route.ts';
import { sendCsv } from '../../lib/send-csv.ts';
import type { TypedScope } from '../auth/auth-module.ts';
import { growthCsv } from './growth-csv.ts';
import { growthNumbers } from './growth-numbers.ts';
import { resolveRange } from './report-range.ts';
import { serviceCsv } from './service-csv.ts';
import { serviceNumbers } from './service-numbers.ts';

/**
 * A report's two handlers: its numbers as JSON for the page, and one of its tables as a CSV of
 * the same numbers, named for the report, the table and the span.
 */
function reportHandlers<Numbers, Table extends string>(
  db: Database,
  report: string,
  numbers: (db: Database, range: AnalyticsRange) => Promise<Numbers>,
  csv: (numbers: Numbers, table: Table) => string,
) {
  return {
    json: (request: { query: AnalyticsRangeQuery }) => numbers(db, resolveRange(request.query)),
    csv: async (
      request: { query: AnalyticsRangeQuery; params: { table: `${Table}.csv` } },
      reply: FastifyReply,
    ) => {
      const range = resolveRange(request.query);
      const table = request.params.table.slice(0, -'.csv'.length) as Table;
      const body = csv(await numbers(db, range), table);
      return sendCsv(reply, `${report}-${table}-${range.from}-${range.to}`, body);
    },
  };
}

/** The office's service and growth numbers, as JSON for the page and each table in CSV. */
export function registerServiceRoutes(r: TypedScope, db: Database) {
  const service = reportHandlers(db, 'service', serviceNumbers, serviceCsv);
  route(r, contracts.getServiceAnalytics, service.json);
  route(r, contracts.exportServiceTable, service.csv);
  const growth = reportHandlers(db, 'growth', growthNumbers, growthCsv);
  route(r, contracts.getGrowthAnalytics, growth.json);
  route(r, contracts.exportGrowthTable, growth.csv);
}
