import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChangePlanSchema,
  SUBSCRIPTION_ACTIONS,
  SubscriptionIdParamsSchema,
} from '../../../domain/schemas/subscription.ts';
import { requireUser } from '../../plugins/session.ts';
import { toPublicSubscription } from './subscription-repository.ts';
import type { SubscriptionService } from './subscription-service.ts';

export function registerSubscriptionRoutes(
  parent: FastifyInstance,
  deps: { subscriptions: SubscriptionService },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { subscriptions } = deps;

  app.get('/api/subscriptions', async (request) => {
    const user = requireUser(request);
    return (await subscriptions.list(user.id)).map(toPublicSubscription);
  });

  for (const action of SUBSCRIPTION_ACTIONS) {
    app.post(
      `/api/subscriptions/:id/${action}`,
      { schema: { params: SubscriptionIdParamsSchema } },
      async (request) => {
        const user = requireUser(request);
        return toPublicSubscription(await subscriptions.act(user.id, request.params.id, action));
      },
    );
  }

  app.post(
    '/api/subscriptions/:id/change-plan',
    { schema: { params: SubscriptionIdParamsSchema, body: ChangePlanSchema } },
    async (request) => {
      const user = requireUser(request);
      const row = await subscriptions.changePlan(user.id, request.params.id, request.body.plan);
      return toPublicSubscription(row);
    },
  );
}
