import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/subscriptions.ts';
import type { Subscription, SubscriptionAction } from '../../../domain/schemas/subscription.ts';
import type { SubscriptionRow } from '../../db/schema.ts';
import { route } from '../../lib/contract-route.ts';
import { keptJson } from '../../lib/kept-json.ts';
import { requireUser } from '../auth/auth-module.ts';
import { actOnSubscription, bookHold, cancelHold, changePlan } from './customer-actions.ts';
import type { SubscriptionDeps } from './subscription-deps.ts';
import { listSubscriptions, viewOf, type SubscriptionLists } from './subscription-reads.ts';

export function registerSubscriptionRoutes(
  app: FastifyInstance,
  deps: { subscriptions: SubscriptionDeps; lists: SubscriptionLists },
) {
  const { subscriptions, lists } = deps;
  const view = (row: SubscriptionRow) => viewOf(subscriptions.db, row);
  const listReply = keptJson((list: readonly Subscription[]) => list);

  // The service hands back the same view until it changes; its reply is written once.
  route(app, contracts.listSubscriptions, async (request, reply) =>
    listReply(reply, await listSubscriptions(lists, requireUser(request).id)),
  );

  const act = async (userId: number, id: number, action: SubscriptionAction) =>
    view(await actOnSubscription(subscriptions, userId, id, action));
  route(app, contracts.pauseSubscription, async (request) =>
    act(requireUser(request).id, request.params.id, 'pause'),
  );
  route(app, contracts.resumeSubscription, async (request) =>
    act(requireUser(request).id, request.params.id, 'resume'),
  );
  route(app, contracts.cancelSubscription, async (request) => {
    const user = requireUser(request);
    const row = await actOnSubscription(
      subscriptions,
      user.id,
      request.params.id,
      'cancel',
      request.body,
    );
    return view(row);
  });

  route(app, contracts.bookHold, async (request) => {
    const user = requireUser(request);
    return view(await bookHold(subscriptions, user.id, request.params.id, request.body));
  });
  route(app, contracts.moveHold, async (request) => {
    const user = requireUser(request);
    const { id, holdId } = request.params;
    return view(await bookHold(subscriptions, user.id, id, request.body, holdId));
  });
  route(app, contracts.cancelHold, async (request) => {
    const user = requireUser(request);
    const { id, holdId } = request.params;
    return view(await cancelHold(subscriptions, user.id, id, holdId));
  });

  route(app, contracts.changePlan, async (request) => {
    const user = requireUser(request);
    return view(await changePlan(subscriptions, user.id, request.params.id, request.body.plan));
  });
}
