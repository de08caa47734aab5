import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/sandbox.ts';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/contract-route.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { requireUser } from '../auth/auth-module.ts';
import { createCheckoutRepository } from './checkout-repository.ts';
import { ProviderError } from './provider.ts';
import type { SandboxProvider } from './sandbox-provider.ts';

const asHttpError = (err: unknown) => {
  if (!(err instanceof ProviderError)) return err;
  if (err.status === 404) return new HttpError(404, PAYMENT_MESSAGES.subscriptionNotFound);
  return new HttpError(err.status ?? 502, err.userMessage ?? PAYMENT_MESSAGES.anErrorOccurred);
};

/** Runs a sandbox call, answering its provider errors as the real provider's pages would. */
async function answered<T>(call: () => T | Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw asHttpError(err);
  }
}

/**
 * The sandbox provider's own "remote" endpoints, standing in for Stripe's card confirmation and
 * PayPal's approval page. Registered only when the sandbox runs (never in production). Like the
 * real ones they are authorised by the client secret or checkout token, not by our session.
 */
export function registerSandboxRoutes(
  app: FastifyInstance,
  deps: { sandbox: SandboxProvider; db: Database },
) {
  const { sandbox } = deps;
  const checkouts = createCheckoutRepository(deps.db);

  /**
   * The signed-in customer's own subscription billed by the sandbox, for its test controls (the
   * billing tab's Test mode panel): others are "not found", like anyone else's subscription.
   */
  async function ownSandboxSubscription(userId: number, id: number) {
    const row = await checkouts.findOwned(userId, id);
    const flow = row?.provider;
    if (!row?.providerSubscriptionId || (flow !== 'sandbox' && flow !== 'sandbox-paypal')) {
      throw notFound(PAYMENT_MESSAGES.subscriptionNotFound);
    }
    const period =
      row.currentPeriodStart && row.currentPeriodEnd
        ? { start: row.currentPeriodStart, end: row.currentPeriodEnd }
        : null;
    return { ref: row.providerSubscriptionId, known: { flow, plan: row.plan, period } };
  }

  route(app, contracts.failNextSandboxRenewal, async (request) => {
    const { ref, known } = await ownSandboxSubscription(requireUser(request).id, request.params.id);
    return answered(() => sandbox.failNextRenewal(ref, known));
  });
  route(app, contracts.renewSandboxSubscription, async (request) => {
    const { ref, known } = await ownSandboxSubscription(requireUser(request).id, request.params.id);
    return answered(() => sandbox.renew(ref, known));
  });

  route(app, contracts.getSandboxCheckout, async (request) =>
    answered(() => sandbox.checkout(request.params.id)),
  );

  route(app, contracts.decideSandboxCheckout, async (request) =>
    answered(() => sandbox.decide(request.params.id, request.body.action)),
  );

  route(app, contracts.saveSandboxCard, async (request) => {
    const { clientSecret, cardNumber } = request.body;
    await answered(() => sandbox.saveCard(clientSecret, cardNumber));
    return { status: 'saved' as const };
  });

  route(app, contracts.payWithSandboxCard, async (request) => {
    const { clientSecret, cardNumber } = request.body;
    const { ref } = await answered(() => sandbox.payWithCard(clientSecret, cardNumber));
    return { status: 'succeeded' as const, subscriptionId: ref };
  });
}
