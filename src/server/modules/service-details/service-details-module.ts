import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as contracts from '../../../domain/contracts/account.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/contract-route.ts';
import { onlyFor, requireAdmin, requireSubscriber, requireUser } from '../auth/auth-module.ts';
import type { UserRow } from '../auth/auth-module.ts';
import type { Notifier } from '../notifications/notifications-module.ts';
import { LIMITS, type RateLimiter } from '../rate-limit/rate-limit-module.ts';
import type { ServiceArea } from '../service-area/service-area-module.ts';
import {
  createServiceDetailsRepository,
  type ServiceDetailChangeRow,
} from './service-details-repository.ts';
import * as service from './service-details-service.ts';

// The service-details module's public surface: the customer's own edits of their door and sign-in
// email, the office's view of each customer's history, and the history writer other modules use
// when they change a detail (docs/product.md#service-details).

export type { ServiceDetailChangeRow };

/**
 * Writes history rows (one per changed field) inside the caller's transaction, so a change and
 * its history commit together.
 */
export async function recordServiceDetailChanges(
  tx: Database,
  rows: ServiceDetailChangeRow[],
): Promise<void> {
  await createServiceDetailsRepository(tx).recordChanges(rows);
}

export function registerServiceDetails(
  parent: FastifyInstance,
  deps: {
    db: Database;
    secret: string;
    appUrl: string;
    limiter: RateLimiter;
    serviceArea: ServiceArea;
    notifier: Notifier;
    checkCurrentPassword: (ip: string, user: UserRow, password: string) => Promise<void>;
  },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  route(app, contracts.getServiceDetails, async (request) =>
    service.details(deps, requireUser(request).id),
  );

  route(app, contracts.updateDoorstep, async (request) =>
    service.updateDoorstep(deps, requireSubscriber(request), request.body),
  );

  route(app, contracts.moveAddress, async (request) =>
    service.move(deps, requireSubscriber(request), request.body),
  );

  route(app, contracts.changeEmail, async (request) => {
    const email = await service.requestEmailChange(
      deps,
      request.ip,
      requireUser(request),
      request.body,
    );
    return { message: MESSAGES.emailChangeSent(email) };
  });

  route(app, contracts.confirmEmail, async (request) => {
    await deps.limiter.consume(LIMITS.perIp, request.ip);
    const email = await service.confirmEmailChange(deps, request.body.token);
    return { message: MESSAGES.emailChanged(email), email };
  });

  // Admin rights come from the session on the server (docs/decisions/012-admin-rights-on-the-server.md).
  route(app, contracts.getServiceHistory, onlyFor('admin'), async (request) =>
    service.history(deps, request.params.id, requireAdmin(request).id),
  );
}
