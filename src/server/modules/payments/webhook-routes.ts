import type { FastifyInstance } from 'fastify';
import { receiveWebhook } from '../../../domain/contracts/payments.ts';
import { INPUT_MESSAGES, MAX_BODY_DEPTH } from '../../../domain/schemas/fields.ts';
import { route } from '../../lib/contract-route.ts';
import { badRequest } from '../../lib/errors.ts';
import { nestsDeeperThan } from '../../lib/json-depth.ts';
import type { PaymentDeps } from './payment-deps.ts';
import * as webhooks from './webhook-service.ts';

export async function registerWebhookRoutes(parent: FastifyInstance, payments: PaymentDeps) {
  await parent.register(async (scope) => {
    // Signatures are computed over the exact bytes sent: this scope keeps JSON bodies raw.
    scope.removeContentTypeParser('application/json');
    // The providers parse it after the signature; nesting no event has is refused before.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      nestsDeeperThan(body.toString('latin1'), MAX_BODY_DEPTH)
        ? done(badRequest(INPUT_MESSAGES.tooDeep), undefined)
        : done(null, body),
    );
    // The contract declares no body schema: the provider's service parses and verifies it.
    route(scope, receiveWebhook, { bodyLimit: 512 * 1024 }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return webhooks.receive(payments, request.params.provider, raw, request.headers);
    });
  });
}
