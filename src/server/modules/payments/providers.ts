import { PLAN_IDS } from '../../../domain/plans.ts';
import type { Config } from '../../config.ts';
import type { PaymentProviderName } from '../../../domain/schemas/payments.ts';
import type { PaymentConfig } from '../../../domain/schemas/payments.ts';
import type {
  ApprovalCheckoutProvider,
  CardCheckoutProvider,
  SubscriptionProvider,
} from './provider.ts';
import { createPaypalProvider } from './paypal-provider.ts';
import type { InvoicingGateway } from '../property-billing/property-billing-module.ts';
import { createSandboxInvoicing, type SandboxInvoicing } from './sandbox-invoicing.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider.ts';
import { sandboxWebhookKey } from './sandbox-webhooks.ts';
import { createStripeInvoicing } from './stripe-invoicing.ts';
import { createStripeProvider } from './stripe-provider.ts';

export type ProviderRegistry = {
  card: CardCheckoutProvider | null;
  approval: ApprovalCheckoutProvider | null;
  sandbox: SandboxProvider | null;
  /** Property invoices: Stripe Invoicing with the card keys, else the sandbox's, else none. */
  invoicing: InvoicingGateway | null;
  sandboxInvoicing: SandboxInvoicing | null;
  byName(name: PaymentProviderName): SubscriptionProvider | undefined;
  publicConfig: PaymentConfig;
};

/**
 * docs/decisions/004-payments-providers-and-webhooks.md: real keys → the real provider; no keys
 * outside production → the built-in sandbox; no keys in production → nothing, and the pages say
 * 'Payment service unavailable'.
 */
export function createProviderRegistry(
  config: Config,
  log: { warn(obj: object, msg: string): void },
): ProviderRegistry {
  const { stripe, paypal } = config;
  const stripeProvider =
    stripe.secretKey && stripe.publishableKey
      ? createStripeProvider({
          secretKey: stripe.secretKey,
          webhookSecret: stripe.webhookSecret,
          apiBase: stripe.apiBase,
        })
      : null;
  const paypalProvider =
    paypal.clientId && paypal.clientSecret
      ? createPaypalProvider({
          clientId: paypal.clientId,
          clientSecret: paypal.clientSecret,
          webhookId: paypal.webhookId,
          apiBase: paypal.apiBase,
          planIds: paypal.planIds,
          brandName: 'Katy Valet Trash',
        })
      : null;
  // Half a configuration is a mistake worth saying out loud: that method falls back to the
  // sandbox (or, in production, to "Payment service unavailable").
  if (Boolean(stripe.secretKey) !== Boolean(stripe.publishableKey)) {
    log.warn(
      {},
      'Stripe needs both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY; card payments use the fallback',
    );
  }
  if (Boolean(paypal.clientId) !== Boolean(paypal.clientSecret)) {
    log.warn(
      {},
      'PayPal needs both PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET; PayPal uses the fallback',
    );
  }
  if (paypalProvider) {
    const missing = PLAN_IDS.filter((plan) => !paypal.planIds[plan]);
    if (missing.length > 0) {
      log.warn(
        { missing },
        'PAYPAL_PLAN_<PLAN> is not set for some plans; PayPal checkout fails for them',
      );
    }
  }
  const needSandbox = !config.isProduction && (!stripeProvider || !paypalProvider);
  const webhookKey = needSandbox ? sandboxWebhookKey(config.dataDir) : null;
  const sandbox = webhookKey
    ? createSandboxProvider({ webhookKey, appUrl: config.appUrl, log })
    : null;
  const stripeInvoicing =
    stripeProvider && stripe.secretKey
      ? createStripeInvoicing({ secretKey: stripe.secretKey, apiBase: stripe.apiBase })
      : null;
  const sandboxInvoicing =
    webhookKey && !stripeInvoicing ? createSandboxInvoicing({ webhookKey }) : null;

  const card = stripeProvider ?? sandbox;
  const approval = paypalProvider ?? sandbox?.approval ?? null;
  const all: SubscriptionProvider[] = [
    stripeProvider,
    paypalProvider,
    sandbox,
    sandbox?.approval ?? null,
  ].filter((p) => p !== null);
  return {
    card,
    approval,
    sandbox,
    invoicing: stripeInvoicing ?? sandboxInvoicing,
    sandboxInvoicing,
    byName: (name) => all.find((p) => p.name === name),
    publicConfig: {
      card: stripeProvider ? 'stripe' : sandbox ? 'sandbox' : null,
      paypal: paypalProvider ? 'paypal' : sandbox ? 'sandbox' : null,
      stripePublishableKey: stripeProvider ? (stripe.publishableKey ?? null) : null,
    },
  };
}
