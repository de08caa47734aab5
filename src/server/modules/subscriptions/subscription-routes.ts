import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../plugins/session.ts';
import { createSubscriptionRepository, toPublicSubscription } from './subscription-repository.ts';

export function registerSubscriptionRoutes(app: FastifyInstance, deps: { db: Database }) {
  const repo = createSubscriptionRepository(deps.db);

  app.get('/api/subscriptions', async (request) => {
    const user = requireUser(request);
    return (await repo.listForUser(user.id)).map(toPublicSubscription);
  });
}
