import type { PropertyInvoiceOutcome } from '../../../domain/property-invoices.ts';
import type { PaymentProviderName } from '../../../domain/schemas/payments.ts';
import type { Database } from '../../db/client.ts';

// The two ports between this module and the payments module, which owns the providers and their
// webhooks (src/server/modules/README.md): payments issues invoices through InvoicingGateway and
// hands the webhooks of property invoices to PropertyInvoiceEvents; app.ts wires both.

/** An invoice written here, for the provider to issue to the property's billing contact. */
export type InvoiceToIssue = {
  /** Ours: the provider's idempotency keys and metadata name it. */
  invoiceId: number;
  contractId: number;
  month: string;
  amountCents: number;
  /** What the property reads on the provider's invoice. */
  description: string;
  /** The provider's customer of an earlier invoice of this contract, if there is one. */
  customerId: string | null;
  customer: { legalName: string; contactName: string; email: string; phone: string };
};

export type IssuedInvoice = {
  customerId: string;
  ref: string;
  number: string | null;
  hostedUrl: string | null;
  /** The calendar day it is due, in the service time zone. */
  dueOn: string;
};

export type InvoicingGateway = {
  readonly provider: PaymentProviderName;
  /** Creates, finalizes and sends it; calling again for the same invoice issues nothing new. */
  issue(invoice: InvoiceToIssue): Promise<IssuedInvoice>;
  /**
   * The sandbox's test controls, as its signed webhooks report them: the property pays, or the
   * due date passes. Absent for a real provider.
   */
  test?: {
    pay(ref: string, amountCents: number): Promise<void>;
    overdue(ref: string): Promise<void>;
  };
};

/** A verified provider event about one of our invoices. */
export type PropertyInvoiceEvent = {
  ref: string;
  /** Ours, from the invoice's metadata, for an event that comes before its id was stored. */
  invoiceId: number | null;
  outcome: PropertyInvoiceOutcome;
  at: Date;
  /** The due date the provider now gives it, when the event carries one. */
  dueOn: string | null;
};

/** Applies one delivery in the webhook's transaction, after its event id was claimed. */
export type PropertyInvoiceEvents = {
  apply(tx: Database, provider: PaymentProviderName, event: PropertyInvoiceEvent): Promise<void>;
};
