import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contracts from '../../../domain/contracts/payments.ts';
import { translatorFor } from '../../../domain/i18n/catalogue.ts';
import { preferredLanguage } from '../../../domain/i18n/languages.ts';
import { SignUpSchema, SubscriptionDetailsSchema } from '../../../domain/schemas/account.ts';
import { RECEIPT_ISSUER, RECEIPT_TEXT, receiptFileName } from '../../../domain/receipts.ts';
import { route } from '../../lib/contract-route.ts';
import { notFound } from '../../lib/errors.ts';
import { parseOrBadRequest } from '../../lib/validation.ts';
import {
  refuseCrew,
  requireSubscriber,
  requireUser,
  type SessionManager,
} from '../auth/auth-module.ts';
import { LIMITS, type RateLimiter } from '../rate-limit/rate-limit-module.ts';
import * as checkout from './checkout-service.ts';
import type { PaymentDeps } from './payment-deps.ts';
import * as paymentMethods from './payment-method-service.ts';
import { createPaymentRepository } from './payment-repository.ts';
import { receiptPdf } from './receipt-pdf.ts';

export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: PaymentDeps & { sessions: SessionManager; limiter: RateLimiter },
) {
  const payments = createPaymentRepository(deps.db);

  route(app, contracts.getPaymentConfig, async () => deps.providers.publicConfig);

  route(app, contracts.listPayments, async (request) =>
    payments.listForUser(requireUser(request).id),
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
    return found;
  }

  route(app, contracts.getReceipt, async (request) => ({
    ...(await ownReceipt(request)).receipt,
    issuer: { name: RECEIPT_ISSUER.name, address: [...RECEIPT_ISSUER.address] },
  }));

  // In the payer's language, whoever downloads it: the office prints the resident's own copy.
  route(app, contracts.getReceiptPdf, async (request, reply) => {
    const { receipt, language } = await ownReceipt(request);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${receiptFileName(receipt.number)}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(await receiptPdf(receipt, translatorFor(language))));
  });

  route(app, contracts.createSubscription, async (request, reply) => {
    const user = requireSubscriber(request);
    // Each call opens a checkout at the provider: bounded like the other writes that do work.
    await deps.limiter.consume(LIMITS.perIp, request.ip);
    return reply.code(201).send(await checkout.createCardSubscription(deps, user, request.body));
  });

  route(app, contracts.saveSubscriptionInfo, async (request, reply) => {
    const user = request.session?.user ?? null;
    if (user) refuseCrew(user);
    // It may create an account: the same per-IP budget as /api/register.
    if (!user) await deps.limiter.consume(LIMITS.perIp, request.ip);
    checkout.assertPaymentAvailable(deps);
    let saved;
    if (user) {
      saved = await checkout.saveSubscriptionInfo(deps, {
        user,
        details: parseOrBadRequest(SubscriptionDetailsSchema, request.body),
      });
    } else {
      const details = parseOrBadRequest(SignUpSchema, request.body);
      // A visitor who chose no language reads the one their browser asks for.
      details.language ??= preferredLanguage(request.headers['accept-language']);
      saved = await checkout.saveSubscriptionInfo(deps, {
        user: null,
        details,
        ip: request.ip,
      });
    }
    if (saved.signedIn) await deps.sessions.start(request, reply, saved.signedIn.id);
    return reply.code(201).send({ subscriptionId: saved.subscriptionId });
  });

  route(app, contracts.getSubscriptionInfo, async (request) =>
    checkout.subscriptionInfo(deps, requireUser(request)),
  );

  route(app, contracts.updateSubscriptionInfo, async (request) => {
    const user = requireSubscriber(request);
    return checkout.updateSubscriptionInfo(deps, user, request.body);
  });

  route(app, contracts.startPaypalSubscription, async (request, reply) => {
    const user = requireSubscriber(request);
    await deps.limiter.consume(LIMITS.perIp, request.ip);
    return reply.code(201).send(await checkout.startApproval(deps, user, request.body));
  });

  route(app, contracts.startPaymentMethod, async (request) => {
    const user = requireUser(request);
    // Each call opens a setup at the provider: bounded like the checkouts.
    await deps.limiter.consume(LIMITS.perIp, request.ip);
    return paymentMethods.start(deps, user.id, request.params.id);
  });
  route(app, contracts.completePaymentMethod, async (request) => {
    const user = requireUser(request);
    // Each call asks the provider, and may charge: bounded like the start.
    await deps.limiter.consume(LIMITS.perIp, request.ip);
    return paymentMethods.complete(deps, user.id, request.params.id, request.body.token);
  });

  route(app, contracts.getProviderSubscription, async (request) => {
    const user = request.session?.user ?? null;
    // Each call may ask the provider; a visitor without a session gets the per-IP budget.
    if (!user) await deps.limiter.consume(LIMITS.perIp, request.ip);
    const subscription = await checkout.syncFromProvider(deps, user, request.params.id);
    if (user) return subscription;
    const { plan, price, status } = subscription;
    return { plan, price, status };
  });
}
