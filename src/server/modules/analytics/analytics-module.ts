import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerAdminRoutes } from '../auth/auth-module.ts';
import { registerRevenueRoutes } from './revenue-routes.ts';
import { writeRevenueSnapshots } from './revenue-snapshots.ts';

// The owner's numbers (docs/decisions/062-the-owners-numbers.md): the office's routes under
// /api/admin/analytics, read from daily snapshot tables this module alone writes; the job in
// src/server/jobs keeps them up to date.

export async function registerAnalytics(app: FastifyInstance, deps: { db: Database }) {
  await registerAdminRoutes(app, (r) => {
    registerRevenueRoutes(r, deps.db);
  });
  return {
    /** Writes the ended days not yet in the revenue snapshots (the nightly job's run). */
    writeRevenueSnapshots: (now: Date) => writeRevenueSnapshots(deps.db, now),
  };
}
