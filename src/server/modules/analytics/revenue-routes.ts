import * as contracts from '../../../domain/contracts/analytics-revenue.ts';
import { csvRow } from '../../../domain/csv.ts';
import { revenueTableCells } from '../../../domain/revenue-tables.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/contract-route.ts';
import { sendCsv } from '../../lib/send-csv.ts';
import type { TypedScope } from '../auth/auth-module.ts';
import { revenueReport } from './revenue-report.ts';

/** The office's revenue numbers, as JSON for the page and as each of its tables in CSV. */
export function registerRevenueRoutes(r: TypedScope, db: Database) {
  route(r, contracts.getRevenueReport, async (request) =>
    revenueReport(db, request.query, new Date()),
  );
  route(r, contracts.getRevenueCsv, async (request, reply) => {
    const { table, ...range } = request.query;
    const report = await revenueReport(db, range, new Date());
    const body = revenueTableCells(report, table).map(csvRow).join('');
    return sendCsv(reply, `revenue-${table}-${report.range.from}-to-${report.range.to}`, body);
  });
}
