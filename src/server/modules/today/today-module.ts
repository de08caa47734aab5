import { TodayBoardSchema } from '../../../domain/schemas/today.ts';
import { ERROR_REPLIES } from '../../../domain/schemas/replies.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { registerAdminRoutes } from '../../plugins/session.ts';
import { createTodayBoard } from './today-board.ts';
import { createTodayEvents } from './today-events.ts';
import type { FastifyInstance } from 'fastify';

// The office's Today board (docs/product.md#today-board): GET /api/admin/today reads it, and
// GET /api/admin/today/events tells an open board when to read it again.

export async function registerToday(
  app: FastifyInstance,
  deps: { db: DatabaseHandle['db']; listen: DatabaseHandle['listen'] },
) {
  const board = createTodayBoard(deps.db);
  const events = createTodayEvents({ listen: deps.listen });
  // Before the server stops taking connections: open streams would hold it up.
  app.addHook('preClose', async () => events.close());

  await registerAdminRoutes(app, (r) => {
    r.get(
      '/today',
      { schema: { response: { 200: TodayBoardSchema, ...ERROR_REPLIES } } },
      async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
        return board();
      },
    );
    r.get('/today/events', { config: { eventStream: true } }, async (_request, reply) => {
      reply.hijack();
      events.open(reply.raw, reply.getHeaders());
    });
  });
}
