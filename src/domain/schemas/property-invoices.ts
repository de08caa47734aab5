import { z } from 'zod';
import {
  AGING_BUCKETS,
  INVOICE_MONTH,
  PROPERTY_INVOICE_STATUSES,
  PROPERTY_INVOICE_TEXT as TEXT,
} from '../property-invoices.ts';
import { cents, isSaneYear, plainString, recordIdParam } from './fields.ts';
import { ManagerCommunityParamsSchema } from './manager-portal.ts';

// A property-paid community's monthly invoices (docs/product.md#property-invoices): the office's
// Issue invoice form and POST /api/admin/communities/:id/invoices check the month with one schema.

const invoiceMonth = plainString(TEXT.monthInvalid).refine(
  (month) => INVOICE_MONTH.test(month) && isSaneYear(Number(month.slice(0, 4))),
  TEXT.monthInvalid,
);

export const IssueInvoiceSchema = z.object({ month: invoiceMonth });

export const InvoiceIdParamsSchema = z.object({
  id: recordIdParam(TEXT.invoiceNotFound),
});

/** A manager's community (checked by the manager's guard) and one of its invoices. */
export const ManagerInvoiceParamsSchema = ManagerCommunityParamsSchema.extend({
  invoiceId: recordIdParam(TEXT.invoiceNotFound),
});

export const PropertyInvoiceSchema = z.object({
  id: z.number().int(),
  month: z.string(),
  doors: z.number().int(),
  amountCents: cents(),
  status: z.enum(PROPERTY_INVOICE_STATUSES),
  /** The calendar day it is due, once the provider issued it. */
  dueOn: z.string().nullable(),
  /** When the provider said it was paid. */
  paidAt: z.iso.datetime().nullable(),
  /** The provider's page where the property reads and pays it. */
  hostedUrl: z.string().nullable(),
  /** The built-in sandbox issued it: the office may pay it or let it go overdue. */
  test: z.boolean(),
});
export type PropertyInvoice = z.infer<typeof PropertyInvoiceSchema>;

export const CommunityInvoicesSchema = z.object({
  communityId: z.number().int(),
  communityName: z.string(),
  invoices: z.array(PropertyInvoiceSchema),
});
export type CommunityInvoices = z.infer<typeof CommunityInvoicesSchema>;

const agingAmounts = z.object(
  Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, cents()])) as Record<
    (typeof AGING_BUCKETS)[number],
    ReturnType<typeof cents>
  >,
);

export const AgingRowSchema = agingAmounts.extend({
  communityId: z.number().int(),
  communityName: z.string(),
  totalCents: cents(),
});
export type AgingRow = z.infer<typeof AgingRowSchema>;

/** What every property-paid community owes, by how late; every one is listed, owing or not. */
export const PropertyAgingSchema = z.object({
  rows: z.array(AgingRowSchema),
  totals: agingAmounts.extend({ totalCents: cents() }),
});
export type PropertyAging = z.infer<typeof PropertyAgingSchema>;

export const SandboxInvoiceActionSchema = z.object({
  action: z.enum(['pay', 'overdue'], { error: 'Choose pay or overdue' }),
});
