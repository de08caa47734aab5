import type { FastifyInstance, FastifyReply } from 'fastify';
import * as contracts from '../../../domain/contracts/property-reports.ts';
import { route } from '../../lib/contract-route.ts';
import { registerAdminRoutes } from '../auth/auth-module.ts';
import { registerManagerRoutes } from '../properties/properties-module.ts';
import {
  listNightReports,
  nightReport,
  nightReportPdf,
  runNightReports,
  type NightReportDeps,
} from './night-reports.ts';

// The property-reports module (docs/decisions/059-properties-as-customers.md): each property-paid
// community's nightly report, kept as data in night_reports (its one writer), laid out as a PDF
// and mailed to the report contacts when the trash-out window closes. The service functions are
// public so the manager's portal can answer the same nights.

export { listNightReports, nightReport, nightReportPdf, runNightReports };
export type { NightReportRun } from './night-reports.ts';

/** The office's routes: a community's nights, one night as data and as a PDF. */
export async function registerPropertyReports(app: FastifyInstance, deps: NightReportDeps) {
  await registerAdminRoutes(app, (r) => {
    route(r, contracts.listNightReports, async (request) =>
      listNightReports(deps, request.params.id),
    );
    route(r, contracts.getNightReport, async (request) =>
      nightReport(deps, request.params.id, request.params.date),
    );
    route(r, contracts.getNightReportPdf, async (request, reply) =>
      sendPdf(reply, await nightReportPdf(deps, request.params.id, request.params.date)),
    );
  });
  // The community's manager downloads the same nights (docs/product.md#property-managers).
  await registerManagerRoutes(app, deps.db, (r) => {
    route(r, contracts.getManagedNightReportPdf, async (request, reply) =>
      sendPdf(
        reply,
        await nightReportPdf(deps, Number(request.params.communityId), request.params.date),
      ),
    );
  });
}

function sendPdf(reply: FastifyReply, { fileName, pdf }: { fileName: string; pdf: Buffer }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
