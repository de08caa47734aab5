import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BillingEntrySchema,
  CompletePaymentMethodSchema,
  PaymentMethodSetupSchema,
  CreateSubscriptionResponseSchema,
  CreateSubscriptionSchema,
  PaymentConfigSchema,
  PaypalSubscriptionResponseSchema,
  PaypalSubscriptionSchema,
  ReceiptDocumentSchema,
  ReceiptParamsSchema,
  SubscriptionInfoBodySchema,
  SubscriptionInfoResponseSchema,
  SubscriptionInfoSchema,
} from '../../../domain/schemas/payments.ts';
import {
  SignUpEditSchema,
  SignUpSchema,
  SubscriptionDetailsSchema,
} from '../../../domain/schemas/account.ts';
import { RECEIPT_ISSUER, RECEIPT_TEXT, receiptFileName } from '../../../domain/receipts.ts';
import { ERROR_REPLIES } from '../../../domain/schemas/replies.ts';
import {
  CheckoutOutcomeSchema,
  SubscriptionIdParamsSchema,
  SubscriptionSchema,
} from '../../../domain/schemas/subscription.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { parseOrBadRequest } from '../../lib/validation.ts';
import {
  refuseCrew,
  requireSubscriber,
  requireUser,
  type SessionManager,
} from '../auth/auth-module.ts';
import { LIMITS, type RateLimiter } from '../rate-limit/rate-limit-module.ts';
import type { CheckoutService } from './checkout-service.ts';
import type { PaymentMethodService } from './payment-method-service.ts';
import { createPaymentRepository } from './payment-repository.ts';
import type { ProviderRegistry } from './providers.ts';
import { receiptPdf } from './receipt-pdf.ts';

// The three checkout writes answer 201 with what the next step needs.
const CREATED = {
  createSubscription: {
    body: CreateSubscriptionSchema,
    response: { 201: CreateSubscriptionResponseSchema },
  },
  subscriptionInfo: {
    body: SubscriptionInfoBodySchema,
    response: { 201: SubscriptionInfoResponseSchema },
  },
  paypalSubscription: {
    body: PaypalSubscriptionSchema,
    response: { 201: PaypalSubscriptionResponseSchema },
  },
};

const RefParamsSchema = z.object({ id: z.string().min(1).max(200) });

export function registerPaymentRoutes(
  parent: FastifyInstance,
  deps: {
    db: Database;
    checkout: CheckoutService;
    paymentMethods: PaymentMethodService;
    providers: ProviderRegistry;
    sessions: SessionManager;
    limiter: RateLimiter;
  },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { checkout } = deps;
  const payments = createPaymentRepository(deps.db);

  app.get(
    '/api/payments/config',
    { schema: { response: { 200: PaymentConfigSchema } } },
    async () => deps.providers.publicConfig,
  );

  /** The signed-in customer's billing history (client portal). */
  app.get(
    '/api/payments',
    { schema: { response: { 200: z.array(BillingEntrySchema) } } },
    async (request) => payments.listForUser(requireUser(request).id),
  );

  /**
   * One receipt, for the customer it belongs to or the office; anyone else is told it does not
   * exist, so receipt numbers reveal nothing (docs/product.md#receipts).
   */
  async function ownReceipt(request: FastifyRequest<{ Params: { number: string } }>) {
    const user = requireUser(request);
    const found = await payments.findReceipt(request.params.number);
    if (!found || (found.userId !== user.id && user.role !== 'admin')) {
      throw notFound(RECEIPT_TEXT.notFound);
    }
    return found.receipt;
  }

  app.get(
    '/api/payments/receipts/:number',
    {
      schema: {
        params: ReceiptParamsSchema,
        response: { 200: ReceiptDocumentSchema, ...ERROR_REPLIES },
      },
    },
    async (request) => ({
      ...(await ownReceipt(request)),
      issuer: { name: RECEIPT_ISSUER.name, address: [...RECEIPT_ISSUER.address] },
    }),
  );

  app.get(
    '/api/payments/receipts/:number/pdf',
    { schema: { params: ReceiptParamsSchema } },
    async (request, reply) => {
      const receipt = await ownReceipt(request);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${receiptFileName(receipt.number)}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(await receiptPdf(receipt)));
    },
  );

  app.post(
    '/api/create-subscription',
    { schema: CREATED.createSubscription },
    async (request, reply) => {
      const user = requireSubscriber(request);
      // Each call opens a checkout at the provider: bounded like the other writes that do work.
      await deps.limiter.consume(LIMITS.perIp, request.ip);
      return reply.code(201).send(await checkout.createCardSubscription(user, request.body));
    },
  );

  // The information step of every way to subscribe (docs/product.md#sign-up-flow).
  app.post(
    '/api/subscription-info',
    { schema: CREATED.subscriptionInfo },
    async (request, reply) => {
      const user = request.session?.user ?? null;
      if (user) refuseCrew(user);
      // It may create an account: the same per-IP budget as /api/register.
      if (!user) await deps.limiter.consume(LIMITS.perIp, request.ip);
      checkout.assertPaymentAvailable();
      let saved;
      if (user) {
        saved = await checkout.saveSubscriptionInfo({
          user,
          details: parseOrBadRequest(SubscriptionDetailsSchema, request.body),
        });
      } else {
        saved = await checkout.saveSubscriptionInfo({
          user: null,
          details: parseOrBadRequest(SignUpSchema, request.body),
          ip: request.ip,
        });
      }
      if (saved.signedIn) await deps.sessions.start(request, reply, saved.signedIn.id);
      return reply.code(201).send({ subscriptionId: saved.subscriptionId });
    },
  );

  app.get(
    '/api/subscription-info',
    { schema: { response: { 200: SubscriptionInfoSchema } } },
    async (request) => checkout.subscriptionInfo(requireUser(request)),
  );

  app.put(
    '/api/subscription-info',
    {
      schema: {
        body: SignUpEditSchema,
        response: { 200: SubscriptionInfoResponseSchema },
      },
    },
    async (request) => {
      const user = requireSubscriber(request);
      return checkout.updateSubscriptionInfo(user, request.body);
    },
  );

  app.post(
    '/api/paypal/subscription',
    { schema: CREATED.paypalSubscription },
    async (request, reply) => {
      const user = requireSubscriber(request);
      await deps.limiter.consume(LIMITS.perIp, request.ip);
      return reply.code(201).send(await checkout.startApproval(user, request.body));
    },
  );

  // A new payment method for the customer's subscription (docs/product.md#payment-method).
  app.post(
    '/api/subscriptions/:id/payment-method',
    {
      schema: {
        params: SubscriptionIdParamsSchema,
        response: { 200: PaymentMethodSetupSchema, ...ERROR_REPLIES },
      },
    },
    async (request) => {
      const user = requireUser(request);
      // Each call opens a setup at the provider: bounded like the checkouts.
      await deps.limiter.consume(LIMITS.perIp, request.ip);
      return deps.paymentMethods.start(user.id, request.params.id);
    },
  );
  app.post(
    '/api/subscriptions/:id/payment-method/complete',
    {
      schema: {
        params: SubscriptionIdParamsSchema,
        body: CompletePaymentMethodSchema,
        response: { 200: SubscriptionSchema, ...ERROR_REPLIES },
      },
    },
    async (request) => {
      const user = requireUser(request);
      // Each call asks the provider, and may charge: bounded like the start.
      await deps.limiter.consume(LIMITS.perIp, request.ip);
      return deps.paymentMethods.complete(user.id, request.params.id, request.body.token);
    },
  );

  // The payment-return page calls this path for every provider, not only PayPal: the path is the
  // one the product's API names, and the card checkout puts its own subscription id in the same
  // `subscription_id` return parameter, so one return page and one call serve both.
  app.get(
    '/api/paypal/subscription/:id',
    {
      schema: {
        params: RefParamsSchema,
        response: { 200: z.union([SubscriptionSchema, CheckoutOutcomeSchema]) },
      },
    },
    async (request) => {
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
