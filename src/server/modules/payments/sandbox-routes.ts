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
    async (request) => {
      try {
        return sandbox.checkout(request.params.id);
      } catch (err) {
        throw asHttpError(err);
      }
    },
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
    async (request) => {
      try {
        return await sandbox.decide(request.params.id, request.body.action);
      } catch (err) {
        throw asHttpError(err);
      }
    },
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
      try {
        const { ref } = await sandbox.payWithCard(
          request.body.clientSecret,
          request.body.cardNumber,
        );
        return { status: 'succeeded' as const, subscriptionId: ref };
      } catch (err) {
        throw asHttpError(err);
      }
    },
  );
}
