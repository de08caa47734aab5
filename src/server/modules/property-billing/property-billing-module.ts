import type { FastifyInstance, FastifyReply } from 'fastify';
import * as contracts from '../../../domain/contracts/property-billing.ts';
import { route } from '../../lib/contract-route.ts';
import { registerAdminRoutes } from '../auth/auth-module.ts';
import { registerManagerRoutes } from '../properties/properties-module.ts';
import {
  actOnSandboxInvoice,
  applyInvoiceEvent,
  communityInvoices,
  invoiceLinesCsv,
  issueInvoice,
  issueLastMonth,
  propertyAging,
  type BillingDeps,
} from './invoice-service.ts';
import type { PropertyInvoiceEvents } from './invoicing.ts';

// The property-billing module (docs/decisions/059-properties-as-customers.md): each month's
// invoice of a property-paid community and its door lines. The payments module issues them
// through InvoicingGateway and hands their webhooks back through PropertyInvoiceEvents.

export type {
  InvoiceToIssue,
  InvoicingGateway,
  IssuedInvoice,
  PropertyInvoiceEvent,
  PropertyInvoiceEvents,
} from './invoicing.ts';

/** A CSV of lines as a download named for its community and month. */
function sendInvoiceLines(reply: FastifyReply, csv: { fileName: string; body: string }) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv.body);
}

export function createPropertyBilling(deps: BillingDeps) {
  const events: PropertyInvoiceEvents = { apply: applyInvoiceEvent };
  return {
    events,
    /** The month's run (src/server/jobs/property-invoicing.ts). */
    issueLastMonth: (now?: Date) => issueLastMonth(deps, now),

    async register(app: FastifyInstance) {
      await registerAdminRoutes(app, (r) => {
        route(r, contracts.getPropertyAging, async () => propertyAging(deps));
        route(r, contracts.listCommunityInvoices, async (request) =>
          communityInvoices(deps, request.params.id),
        );
        route(r, contracts.issueCommunityInvoice, async (request) =>
          issueInvoice(deps, request.params.id, request.body.month),
        );
        route(r, contracts.exportInvoiceLines, async (request, reply) =>
          sendInvoiceLines(reply, await invoiceLinesCsv(deps, request.params.id)),
        );
        // Only the sandbox has test controls (never in production).
        if (deps.invoicing?.test) {
          route(r, contracts.actOnSandboxInvoice, async (request) =>
            actOnSandboxInvoice(deps, request.params.id, request.body.action),
          );
        }
      });
      // The manager's guard has checked that the path's community is theirs; the invoice is read
      // through that community, so another's is a 404 (docs/decisions/059-properties-as-customers.md).
      await registerManagerRoutes(app, deps.db, (r) => {
        route(r, contracts.listManagedInvoices, async (request) =>
          communityInvoices(deps, Number(request.params.communityId)),
        );
        route(r, contracts.exportManagedInvoiceLines, async (request, reply) =>
          sendInvoiceLines(
            reply,
            await invoiceLinesCsv(
              deps,
              request.params.invoiceId,
              Number(request.params.communityId),
            ),
          ),
        );
      });
    },
  };
}
