import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { SessionManager } from '../auth/auth-module.ts';
import type { AccountService } from '../auth/auth-module.ts';
import type { Notifier } from '../notifications/notifications-module.ts';
import type { PropertyInvoiceEvents } from '../property-billing/property-billing-module.ts';
import type { RateLimiter } from '../rate-limit/rate-limit-module.ts';
import type { SubscriptionLifecycle } from '../subscriptions/subscriptions-module.ts';
import type { PaymentDeps, ServiceDetailHistory } from './payment-deps.ts';
import { registerPaymentRoutes } from './payment-routes.ts';

/** Receipt numbers for payments written outside a webhook (the demo seed's lived-in account). */
export { nextReceiptNumber } from './payment-repository.ts';
import {
  createProviderBilling,
  createProviderCredits,
  createProviderFees,
} from './provider-billing.ts';
import { createProviderRegistry, type ProviderRegistry } from './providers.ts';
import type { WebhookDelivery } from './sandbox-provider.ts';
import { registerSandboxRoutes } from './sandbox-routes.ts';
import { registerWebhookRoutes } from './webhook-routes.ts';
import * as webhooks from './webhook-service.ts';

// The payments module owns providers, checkout and webhooks. It reaches the subscription
// lifecycle only through SubscriptionLifecycle, and serves the lifecycle's BillingGateway.

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured providers (tests reach the sandbox through it to replay its webhooks). */
    paymentProviders: ProviderRegistry;
  }
}

/** Extra CSP sources the Stripe Payment Element needs, only when Stripe is configured. */
export function paymentCspSources(config: Config) {
  if (!config.stripe.secretKey || !config.stripe.publishableKey) return {};
  return {
    extraScriptSources: ['https://js.stripe.com'],
    extraFrameSources: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    extraConnectSources: ['https://api.stripe.com'],
  };
}

/**
 * Sets up the configured providers. `billing` is what the subscriptions module needs before its
 * routes exist; `register` adds the payment routes once the lifecycle is there to call.
 */
export function createPayments(deps: {
  config: Config;
  db: Database;
  log: { warn(obj: object, msg: string): void };
  /** Residents' billing messages go through it (docs/decisions/041-notifications.md). */
  notifier: Notifier;
}) {
  const { config, db, notifier } = deps;
  const providers = createProviderRegistry(config, deps.log);
  return {
    billing: createProviderBilling(providers),
    /** Credits on the next bill, for the office's resolution of a ticket. */
    credits: createProviderCredits(providers),
    /**
     * Door notices' fees on the next bill, taken back before it or credited after it
     * (docs/decisions/060-fees-on-the-next-bill.md).
     */
    fees: {
      ...createProviderFees(providers),
      creditNextBill: createProviderCredits(providers).creditNextBill,
    },
    /** Issues property invoices: Stripe Invoicing, the sandbox, or null (production without keys). */
    invoicing: providers.invoicing,

    async register(
      app: FastifyInstance,
      wiring: {
        lifecycle: SubscriptionLifecycle;
        accounts: AccountService;
        sessions: SessionManager;
        limiter: RateLimiter;
        /** The service-details module's history writer, for corrections before payment. */
        recordHistory: ServiceDetailHistory;
        /** Where the webhooks of property invoices go (docs/product.md#property-invoices). */
        propertyInvoices: PropertyInvoiceEvents;
      },
    ) {
      const payments: PaymentDeps = {
        db,
        providers,
        lifecycle: wiring.lifecycle,
        appUrl: config.appUrl,
        notifier,
        accounts: wiring.accounts,
        recordHistory: wiring.recordHistory,
        propertyInvoices: wiring.propertyInvoices,
      };
      app.decorate('paymentProviders', providers);
      registerPaymentRoutes(app, {
        ...payments,
        sessions: wiring.sessions,
        limiter: wiring.limiter,
      });
      await registerWebhookRoutes(app, payments);
      if (providers.sandbox) {
        const deliver: WebhookDelivery = (name, raw, headers) =>
          webhooks.receive(payments, name, raw, headers);
        providers.sandbox.connect(deliver);
        providers.sandboxInvoicing?.connect(deliver);
        registerSandboxRoutes(app, { sandbox: providers.sandbox, db });
      }
    },
  };
}
