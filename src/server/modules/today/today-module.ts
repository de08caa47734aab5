import * as contracts from '../../../domain/contracts/today.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { route } from '../../lib/contract-route.ts';
import { registerAdminRoutes, requireAdmin, type SessionManager } from '../auth/auth-module.ts';
import { readTodayBoard } from './today-board.ts';
import { createTodayEvents } from './today-events.ts';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Today board's open streams (tests read their sessions again instead of waiting). */
    todayStreams: { checkSessions(): Promise<void> };
  }
}

// The office's Today board (docs/product.md#today-board): GET /api/admin/today reads it, and
// GET /api/admin/today/events tells an open board when to read it again.

export async function registerToday(
  app: FastifyInstance,
  deps: {
    db: DatabaseHandle['db'];
    listen: DatabaseHandle['listen'];
    sessions: SessionManager;
    /** Open event streams this server keeps at most (TODAY_STREAMS_MAX). */
    maxStreams: number;
  },
) {
  const events = createTodayEvents({
    listen: deps.listen,
    liveSessions: deps.sessions.liveRoles,
    maxStreams: deps.maxStreams,
    onCheckFailed: (err) => app.log.warn({ err }, 'checking the Today streams failed'),
  });
  deps.sessions.onEnded((ended) => {
    if ('sessionId' in ended) events.endSession(ended.sessionId);
    else events.endUser(ended.userId, ended.exceptSessionId);
  });
  app.decorate('todayStreams', { checkSessions: events.checkSessions });
  // Before the server stops taking connections: open streams would hold it up.
  app.addHook('preClose', async () => events.close());

  await registerAdminRoutes(app, (r) => {
    route(r, contracts.getTodayBoard, async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return readTodayBoard(deps.db);
    });
    route(
      r,
      contracts.openTodayEvents,
      { config: { eventStream: true } },
      async (request, reply) => {
        const user = requireAdmin(request);
        const owner = { sessionId: request.session!.sessionId, userId: user.id };
        events.admit(owner);
        reply.hijack();
        events.open(reply.raw, reply.getHeaders(), owner);
      },
    );
  });
}
