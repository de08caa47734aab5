import { createHash } from 'node:crypto';
import { addDays, serviceClock } from '../../../domain/pickup-calendar.ts';
import { INVOICE_DAYS_UNTIL_DUE, monthEnd, monthStart } from '../../../domain/property-invoices.ts';
import { serviceDayStart } from '../../../domain/holds.ts';
import type {
  InvoiceToIssue,
  InvoicingGateway,
} from '../property-billing/property-billing-module.ts';
import { stripeCall, stripeClient } from './stripe-provider.ts';

/** The metadata key naming our invoice on Stripe's: its webhooks come back to us by it. */
export const PROPERTY_INVOICE_METADATA = 'property_invoice';

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The contact as sent: a changed contact is a new key, since Stripe refuses a key reused. */
const contactDigest = (invoice: InvoiceToIssue) =>
  createHash('sha256').update(JSON.stringify(invoice.customer)).digest('hex').slice(0, 16);

/**
 * Stripe Invoicing for a property (docs/product.md#property-invoices): a customer for the
 * property's billing contact, one invoice item of the month's total (the door-by-door lines are
 * the office's and the manager's CSV, so a property of any size fits Stripe's limit on lines), and
 * an invoice sent to be paid on Stripe's hosted page within 30 days. Every write carries an
 * idempotency key named for our invoice, so a retry after a failure issues the same invoice.
 */
export function createStripeInvoicing(opts: {
  secretKey: string;
  apiBase?: string;
}): InvoicingGateway {
  const stripe = stripeClient(opts.secretKey, opts.apiBase);
  return {
    provider: 'stripe',
    issue: (request) =>
      stripeCall(async () => {
        const digest = contactDigest(request);
        const { legalName, contactName, email, phone } = request.customer;
        const details = {
          name: legalName,
          email,
          phone,
          description: `Billing contact: ${contactName}`,
          metadata: { contract: String(request.contractId) },
        };
        const customer = request.customerId
          ? await stripe.customers.update(request.customerId, details, {
              idempotencyKey: `property-customer-${request.invoiceId}-${digest}`,
            })
          : await stripe.customers.create(details, {
              idempotencyKey: `property-customer-${request.contractId}-${digest}`,
            });
        const metadata = {
          [PROPERTY_INVOICE_METADATA]: String(request.invoiceId),
          contract: String(request.contractId),
          month: request.month,
        };
        const draft = await stripe.invoices.create(
          {
            customer: customer.id,
            collection_method: 'send_invoice',
            days_until_due: INVOICE_DAYS_UNTIL_DUE,
            // Finalized and sent below, once its item is on it.
            auto_advance: false,
            pending_invoice_items_behavior: 'exclude',
            currency: 'usd',
            description: request.description,
            metadata,
          },
          { idempotencyKey: `property-invoice-${request.invoiceId}-${customer.id}` },
        );
        const invoiceId = draft.id!;
        await stripe.invoiceItems.create(
          {
            customer: customer.id,
            invoice: invoiceId,
            amount: request.amountCents,
            currency: 'usd',
            description: request.description,
            period: {
              start: unixSeconds(serviceDayStart(monthStart(request.month))),
              end: unixSeconds(serviceDayStart(addDays(monthEnd(request.month), 1))),
            },
            metadata,
          },
          { idempotencyKey: `property-invoice-${request.invoiceId}-item-${invoiceId}` },
        );
        await stripe.invoices.finalizeInvoice(
          invoiceId,
          { auto_advance: false },
          { idempotencyKey: `property-invoice-${request.invoiceId}-finalize-${invoiceId}` },
        );
        const sent = await stripe.invoices.sendInvoice(
          invoiceId,
          {},
          { idempotencyKey: `property-invoice-${request.invoiceId}-send-${invoiceId}` },
        );
        const today = serviceClock(new Date()).date;
        return {
          customerId: customer.id,
          ref: invoiceId,
          number: sent.number ?? null,
          hostedUrl: sent.hosted_invoice_url ?? null,
          dueOn: sent.due_date
            ? serviceClock(new Date(sent.due_date * 1000)).date
            : addDays(today, INVOICE_DAYS_UNTIL_DUE),
        };
      }),
  };
}
