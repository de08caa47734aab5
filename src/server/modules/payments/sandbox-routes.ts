import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages.ts';
import {
  SandboxApprovalSchema,
  SandboxCardPaymentSchema,
  SandboxCardSchema,
  SandboxCheckoutSchema,
  SandboxDecisionSchema,
} from '../../../domain/schemas/payments.ts';
import { ERROR_REPLIES } from '../../../domain/schemas/replies.ts';
import { HttpError } from '../../lib/errors.ts';
import { ProviderError } from './provider.ts';
import type { SandboxProvider } from './sandbox-provider.ts';

const ParamsSchema = z.object({ id: z.string().min(1).max(100) });

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
export function registerSandboxRoutes(parent: FastifyInstance, deps: { sandbox: SandboxProvider }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { sandbox } = deps;

  app.get(
    '/api/sandbox/checkouts/:id',
    {
      schema: {
        params: ParamsSchema,
        response: { 200: SandboxCheckoutSchema, ...ERROR_REPLIES },
      },
    },
    async (request) => answered(() => sandbox.checkout(request.params.id)),
  );

  app.post(
    '/api/sandbox/checkouts/:id/decision',
    {
      schema: {
        params: ParamsSchema,
        body: SandboxApprovalSchema,
        response: { 200: SandboxDecisionSchema, ...ERROR_REPLIES },
      },
    },
    async (request) => answered(() => sandbox.decide(request.params.id, request.body.action)),
  );

  app.post(
    '/api/sandbox/card-payments',
    {
      schema: {
        body: SandboxCardSchema,
        response: { 200: SandboxCardPaymentSchema, ...ERROR_REPLIES },
      },
    },
    async (request) => {
      const { clientSecret, cardNumber } = request.body;
      const { ref } = await answered(() => sandbox.payWithCard(clientSecret, cardNumber));
      return { status: 'succeeded' as const, subscriptionId: ref };
    },
  );
}
