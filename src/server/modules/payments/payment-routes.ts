import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateSubscriptionSchema,
  PaypalSubscriptionSchema,
} from '../../../domain/schemas/payments.ts';
import type { CheckoutOutcome, Subscription } from '../../../domain/schemas/subscription.ts';
import { requireUser } from '../../plugins/session.ts';
import { LIMITS, type RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { Database } from '../../db/client.ts';
import type { CheckoutService } from './checkout-service.ts';
import { createPaymentRepository } from './payment-repository.ts';
import type { ProviderRegistry } from './providers.ts';

const RefParamsSchema = z.object({ id: z.string().min(1).max(200) });

export function registerPaymentRoutes(
  parent: FastifyInstance,
  deps: {
    db: Database;
    checkout: CheckoutService;
    providers: ProviderRegistry;
    limiter: RateLimiter;
  },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { checkout } = deps;

  app.get('/api/payments/config', async () => deps.providers.publicConfig);

  /** The signed-in customer's billing history (client portal). */
  app.get('/api/payments', async (request) =>
    createPaymentRepository(deps.db).listForUser(requireUser(request).id),
  );

  app.post(
    '/api/create-subscription',
    { schema: { body: CreateSubscriptionSchema } },
    async (request, reply) => {
      const user = requireUser(request);
      // Each call opens a checkout at the provider: bounded like the other writes that do work.
      await deps.limiter.consume(LIMITS.perIp, request.ip);
      return reply.code(201).send(await checkout.createCardSubscription(user, request.body));
    },
  );

  // The body's shape depends on the session (signed-in customers skip the account fields), so
  // the service validates it.
  app.post('/api/subscription-info', async (request, reply) => {
    // It may create an account: the same per-IP budget as /api/register.
    if (!request.session) await deps.limiter.consume(LIMITS.perIp, request.ip);
    const saved = await checkout.saveSubscriptionInfo(request, reply);
    return reply.code(201).send(saved);
  });

  app.post(
    '/api/paypal/subscription',
    { schema: { body: PaypalSubscriptionSchema } },
    async (request, reply) => {
      const user = requireUser(request);
      await deps.limiter.consume(LIMITS.perIp, request.ip);
      return reply.code(201).send(await checkout.startApproval(user, request.body));
    },
  );

  // Spec §7's return-page call; it serves both providers' subscription_id (PayPal's I-…, and
  // the card path's, which /subscribe puts in its return URL).
  app.get(
    '/api/paypal/subscription/:id',
    { schema: { params: RefParamsSchema } },
    async (request): Promise<Subscription | CheckoutOutcome> => {
      const user = request.session?.user ?? null;
      // Each call may ask the provider; a visitor without a session gets the per-IP budget.
      if (!user) await deps.limiter.consume(LIMITS.perIp, request.ip);
      const subscription = await checkout.syncFromProvider(user, request.params.id);
      if (user) return subscription;
      const { plan, price, status } = subscription;
      return { plan, price, status };
    },
  );
}
