import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CancelSubscriptionSchema,
  ChangePlanSchema,
  SubscriptionIdParamsSchema,
  SubscriptionSchema,
  type Subscription,
  type SubscriptionAction,
} from '../../../domain/schemas/subscription.ts';
import { HoldParamsSchema, HoldSchema } from '../../../domain/schemas/holds.ts';
import type { SubscriptionRow } from '../../db/schema.ts';
import { keptJson } from '../../lib/kept-json.ts';
import { requireUser } from '../auth/auth-module.ts';
import { actOnSubscription, bookHold, cancelHold, changePlan } from './customer-actions.ts';
import type { SubscriptionDeps } from './subscription-deps.ts';
import { listSubscriptions, viewOf, type SubscriptionLists } from './subscription-reads.ts';

const actionSchema = {
  params: SubscriptionIdParamsSchema,
  response: { 200: SubscriptionSchema },
};

export function registerSubscriptionRoutes(
  parent: FastifyInstance,
  deps: { subscriptions: SubscriptionDeps; lists: SubscriptionLists },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { subscriptions, lists } = deps;
  const view = (row: SubscriptionRow) => viewOf(subscriptions.db, row);
  const listReply = keptJson((list: readonly Subscription[]) => list);

  app.get(
    '/api/subscriptions',
    { schema: { response: { 200: z.array(SubscriptionSchema) } } },
    // The service hands back the same view until it changes; its reply is written once.
    async (request, reply) =>
      listReply(reply, await listSubscriptions(lists, requireUser(request).id)),
  );

  const act = async (userId: number, id: number, action: SubscriptionAction) =>
    view(await actOnSubscription(subscriptions, userId, id, action));
  app.post('/api/subscriptions/:id/pause', { schema: actionSchema }, async (request) =>
    act(requireUser(request).id, request.params.id, 'pause'),
  );
  app.post('/api/subscriptions/:id/resume', { schema: actionSchema }, async (request) =>
    act(requireUser(request).id, request.params.id, 'resume'),
  );
  // The reason is optional, and so is the body (docs/decisions/039-a-fair-cancel.md).
  app.post(
    '/api/subscriptions/:id/cancel',
    { schema: { ...actionSchema, body: z.preprocess((v) => v ?? {}, CancelSubscriptionSchema) } },
    async (request) => {
      const user = requireUser(request);
      const row = await actOnSubscription(
        subscriptions,
        user.id,
        request.params.id,
        'cancel',
        request.body,
      );
      return view(row);
    },
  );

  // Holds with dates (docs/decisions/038-dated-holds.md): one starting today pauses at once.
  const holdSchema = {
    params: SubscriptionIdParamsSchema,
    body: HoldSchema,
    response: { 200: SubscriptionSchema },
  };
  app.post('/api/subscriptions/:id/holds', { schema: holdSchema }, async (request) => {
    const user = requireUser(request);
    return view(await bookHold(subscriptions, user.id, request.params.id, request.body));
  });
  app.put(
    '/api/subscriptions/:id/holds/:holdId',
    { schema: { ...holdSchema, params: HoldParamsSchema } },
    async (request) => {
      const user = requireUser(request);
      const { id, holdId } = request.params;
      return view(await bookHold(subscriptions, user.id, id, request.body, holdId));
    },
  );
  app.delete(
    '/api/subscriptions/:id/holds/:holdId',
    { schema: { params: HoldParamsSchema, response: { 200: SubscriptionSchema } } },
    async (request) => {
      const user = requireUser(request);
      const { id, holdId } = request.params;
      return view(await cancelHold(subscriptions, user.id, id, holdId));
    },
  );

  app.post(
    '/api/subscriptions/:id/change-plan',
    {
      schema: {
        params: SubscriptionIdParamsSchema,
        body: ChangePlanSchema,
        response: { 200: SubscriptionSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return view(await changePlan(subscriptions, user.id, request.params.id, request.body.plan));
    },
  );
}
