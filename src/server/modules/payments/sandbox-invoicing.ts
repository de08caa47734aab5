import { randomBytes } from 'node:crypto';
import { addDays, serviceClock } from '../../../domain/pickup-calendar.ts';
import { INVOICE_DAYS_UNTIL_DUE } from '../../../domain/property-invoices.ts';
import type { SandboxWebhookEvent } from '../../../domain/schemas/payments.ts';
import type {
  IssuedInvoice,
  InvoicingGateway,
} from '../property-billing/property-billing-module.ts';
import type { WebhookDelivery } from './sandbox-provider.ts';
import { sandboxWebhookHeaders } from './sandbox-webhooks.ts';

/** A property invoice's event as the sandbox emits it, before it is given its id. */
type PropertyInvoiceEventContent =
  Extract<SandboxWebhookEvent, { type: `property_invoice.${string}` }> extends infer E
    ? E extends SandboxWebhookEvent
      ? Omit<E, 'id'>
      : never
    : never;

export type SandboxInvoicing = InvoicingGateway & {
  test: NonNullable<InvoicingGateway['test']>;
  /** The webhook receiver; payments-module.ts connects it once the webhook service exists. */
  connect(deliver: WebhookDelivery): void;
};

/**
 * The built-in offline stand-in for Stripe Invoicing (docs/product.md#property-invoices):
 * development, tests and journeys issue a property's invoice without keys, and the office's test
 * controls pay it or let its due date pass. Like the card sandbox, it reports those by signed
 * webhooks through the same verification and handler as a real provider's.
 */
export function createSandboxInvoicing(opts: { webhookKey: Buffer }): SandboxInvoicing {
  const issued = new Map<number, IssuedInvoice>();
  let deliver: WebhookDelivery | undefined;
  const newId = (prefix: string) => `${prefix}${randomBytes(9).toString('hex')}`;

  async function emit(event: PropertyInvoiceEventContent) {
    const body = JSON.stringify({ id: newId('evt_sbx_'), ...event });
    // Unlike the card flow's, a failed delivery is the test control's failure: the office sees it.
    await deliver?.('sandbox', Buffer.from(body), sandboxWebhookHeaders(opts.webhookKey, body));
  }

  return {
    provider: 'sandbox',
    async issue(request) {
      // The same invoice issued again is the one already issued, as Stripe's idempotency gives.
      const kept = issued.get(request.invoiceId);
      if (kept) return kept;
      const invoice: IssuedInvoice = {
        customerId: request.customerId ?? `cus_sbx_${request.contractId}`,
        ref: newId('in_sbx_'),
        number: null,
        hostedUrl: null,
        dueOn: addDays(serviceClock(new Date()).date, INVOICE_DAYS_UNTIL_DUE),
      };
      issued.set(request.invoiceId, invoice);
      return invoice;
    },
    test: {
      pay: (ref, amountCents) =>
        emit({ type: 'property_invoice.paid', data: { invoice: ref, amount_cents: amountCents } }),
      // Time moves past the due date: it fell due yesterday.
      overdue: (ref) =>
        emit({
          type: 'property_invoice.overdue',
          data: { invoice: ref, due_on: addDays(serviceClock(new Date()).date, -1) },
        }),
    },
    connect(next) {
      deliver = next;
    },
  };
}
