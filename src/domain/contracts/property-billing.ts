import {
  CommunityInvoicesSchema,
  InvoiceIdParamsSchema,
  IssueInvoiceSchema,
  ManagerInvoiceParamsSchema,
  PropertyAgingSchema,
  PropertyInvoiceSchema,
  SandboxInvoiceActionSchema,
} from '../schemas/property-invoices.ts';
import { ManagerCommunityParamsSchema } from '../schemas/manager-portal.ts';
import { CommunityIdParamsSchema } from '../schemas/service-area.ts';
import { defineContract } from './contract.ts';

// The office's and the property manager's property invoices (docs/product.md#property-invoices).

export const getPropertyAging = defineContract({
  method: 'GET',
  path: '/api/admin/property-billing/aging',
  response: PropertyAgingSchema,
  errorReplies: true,
});

export const listCommunityInvoices = defineContract({
  method: 'GET',
  path: '/api/admin/communities/:id/invoices',
  params: CommunityIdParamsSchema,
  response: CommunityInvoicesSchema,
  errorReplies: true,
});

/** Issues the month's invoice, or answers the one already issued: never two for one month. */
export const issueCommunityInvoice = defineContract({
  method: 'POST',
  path: '/api/admin/communities/:id/invoices',
  params: CommunityIdParamsSchema,
  body: IssueInvoiceSchema,
  response: PropertyInvoiceSchema,
  errorReplies: true,
});

export const exportInvoiceLines = defineContract({
  method: 'GET',
  path: '/api/admin/property-invoices/:id/lines.csv',
  params: InvoiceIdParamsSchema,
  errorReplies: true,
});

/** The sandbox's test controls (never in production): the property pays, or lets it go overdue. */
export const actOnSandboxInvoice = defineContract({
  method: 'POST',
  path: '/api/admin/property-invoices/:id/sandbox',
  params: InvoiceIdParamsSchema,
  body: SandboxInvoiceActionSchema,
  response: PropertyInvoiceSchema,
  errorReplies: true,
});

/** A manager's community's invoices, newest month first. */
export const listManagedInvoices = defineContract({
  method: 'GET',
  path: '/api/manager/communities/:communityId/invoices',
  params: ManagerCommunityParamsSchema,
  response: CommunityInvoicesSchema,
  errorReplies: true,
});

export const exportManagedInvoiceLines = defineContract({
  method: 'GET',
  path: '/api/manager/communities/:communityId/invoices/:invoiceId/lines.csv',
  params: ManagerInvoiceParamsSchema,
  errorReplies: true,
});
