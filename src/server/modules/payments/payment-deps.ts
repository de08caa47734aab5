import type { ServiceDetailField } from '../../../domain/service-details.ts';
import type { Database } from '../../db/client.ts';
import type { AccountService } from '../auth/auth-module.ts';
import type { Notifier } from '../notifications/notifications-module.ts';
import type { PropertyInvoiceEvents } from '../property-billing/property-billing-module.ts';
import type { SubscriptionLifecycle } from '../subscriptions/subscriptions-module.ts';
import type { ProviderRegistry } from './providers.ts';

/**
 * Writes a customer's service-detail history rows in the caller's transaction. The
 * service-details module owns that history and hands its writer over in app.ts
 * (docs/decisions/024-customers-edit-their-service-details.md).
 */
export type ServiceDetailHistory = (
  tx: Database,
  rows: {
    userId: number;
    changedBy: number;
    field: ServiceDetailField;
    oldValue: string;
    newValue: string;
  }[],
) => Promise<void>;

/**
 * What the payments module's checkout, payment-method and webhook functions work with, made once
 * in payments-module.ts when the lifecycle they call exists.
 */
export type PaymentDeps = {
  db: Database;
  providers: ProviderRegistry;
  lifecycle: SubscriptionLifecycle;
  /** Where the providers send the customer back to, and the links in billing mail. */
  appUrl: string;
  /** Residents' billing messages go through it (docs/decisions/041-notifications.md). */
  notifier: Notifier;
  accounts: AccountService;
  /** The service-details module's history writer, for corrections before payment. */
  recordHistory: ServiceDetailHistory;
  /** The property-billing module's mirror of its invoices' webhooks. */
  propertyInvoices: PropertyInvoiceEvents;
};
