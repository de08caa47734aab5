import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerAdminRoutes } from '../auth/auth-module.ts';
import { registerRevenueRoutes } from './revenue-routes.ts';
import { writeRevenueSnapshots } from './revenue-snapshots.ts';
import { registerServiceRoutes } from './service-routes.ts';

// The owner's numbers (docs/decisions/062-the-owners-numbers.md): the office's routes under
// /api/admin/analytics, read from daily snapshot tables this module alone writes; the jobs in
// src/server/jobs keep them up to date.

export { refreshServiceSnapshots, type SnapshotRun } from './service-snapshots.ts';

export async function registerAnalytics(app: FastifyInstance, deps: { db: Database }) {
  await registerAdminRoutes(app, (r) => {
    registerRevenueRoutes(r, deps.db);
    registerServiceRoutes(r, deps.db);
  });
  return {
    /** Writes the ended days not yet in the revenue snapshots (the nightly job's run). */
    writeRevenueSnapshots: (now: Date) => writeRevenueSnapshots(deps.db, now),
  };
}
