import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { SessionManager } from '../../plugins/session.ts';
import type { AccountService } from '../auth/account-service.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import { registerSubscriptionRoutes } from '../subscriptions/subscription-routes.ts';
import { createSubscriptionService } from '../subscriptions/subscription-service.ts';
import { createCheckoutService } from './checkout-service.ts';
import { registerPaymentRoutes } from './payment-routes.ts';
import { createProviderRegistry, type ProviderRegistry } from './providers.ts';
import { registerSandboxRoutes } from './sandbox-routes.ts';
import { registerWebhookRoutes } from './webhook-routes.ts';
import { createWebhookService } from './webhook-service.ts';

const PAUSE_SWEEP_MS = 60 * 60_000;

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
 * Subscriptions and payments: providers, checkout, webhooks, the lifecycle routes and the job
 * that ends 30-day pauses. Returns stop() for the app's onClose.
 */
export async function registerPayments(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Database;
    accounts: AccountService;
    sessions: SessionManager;
    limiter: RateLimiter;
    onMailQueued: () => void;
  },
) {
  const { config, db, onMailQueued } = deps;
  const providers = createProviderRegistry(config, app.log);
  const subscriptions = createSubscriptionService({
    db,
    providers,
    appUrl: config.appUrl,
    onMailQueued,
    log: app.log,
  });
  const webhooks = createWebhookService({ db, providers, appUrl: config.appUrl, onMailQueued });
  const checkout = createCheckoutService({
    db,
    providers,
    accounts: deps.accounts,
    sessions: deps.sessions,
    appUrl: config.appUrl,
    onMailQueued,
  });

  app.decorate('paymentProviders', providers);
  registerSubscriptionRoutes(app, { subscriptions });
  registerPaymentRoutes(app, { db, checkout, providers, limiter: deps.limiter });
  await registerWebhookRoutes(app, { webhooks });
  if (providers.sandbox) {
    providers.sandbox.connect((raw, headers) => webhooks.receive('sandbox', raw, headers));
    registerSandboxRoutes(app, { sandbox: providers.sandbox });
  }

  // Conditional updates make overlapping sweeps (several app servers, a customer's read) harmless.
  const sweep = setInterval(() => {
    subscriptions.resumeExpiredPauses().catch((err: unknown) => {
      app.log.warn({ err }, 'pause expiry sweep failed');
    });
  }, PAUSE_SWEEP_MS);
  sweep.unref();

  return { stop: () => clearInterval(sweep) };
}
