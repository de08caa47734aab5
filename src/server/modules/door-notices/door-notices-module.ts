import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/door-notices.ts';
import { DISPUTE_WINDOW_DAYS } from '../../../domain/door-notices.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/contract-route.ts';
import { sendCsv } from '../../lib/send-csv.ts';
import {
  registerAdminRoutes,
  requireAdmin,
  requireManager,
  requireSubscriber,
} from '../auth/auth-module.ts';
import { registerManagerRoutes } from '../properties/properties-module.ts';
import { decide, decideDispute, dispute, type DecisionDeps } from './notice-decisions.ts';
import { recordNotices } from './notice-issuing.ts';
import { createNoticeRepository } from './notice-repository.ts';
import { feeLedgerCsv, noticeReport, noticeReportCsv } from './notice-reports.ts';
import {
  communityExists,
  endExemption,
  exempt,
  exemptions,
  readLadder,
  saveLadder,
} from './notice-rules.ts';
import { residentNotice, residentNotices, staffNotice, staffNotices } from './notice-views.ts';

// The door notices module (docs/product.md#door-notices, docs/decisions/061-door-notices.md):
// graded notices made from the crew's records, the approvals and disputes around them, each
// community's ladder and exempt doors, the notices report and the property's fee ledger.

/** A door's notices as the crew's route and the office's route sheet show them. */
export { doorHistories } from './door-history.ts';

export async function registerDoorNotices(app: FastifyInstance, deps: DecisionDeps) {
  const { db } = deps;

  route(app, contracts.listMyNotices, async (request) =>
    residentNotices(db, requireSubscriber(request).id),
  );
  route(app, contracts.disputeNotice, async (request) => {
    const user = requireSubscriber(request);
    await dispute(deps, user.id, request.params.id, request.body);
    return residentNotice(db, user.id, request.params.id);
  });

  await registerManagerRoutes(app, db, (r) => {
    const scoped = (request: { params: { communityId: string } }) =>
      Number(request.params.communityId);
    route(r, contracts.listManagedNotices, async (request) =>
      staffNotices(db, { communityId: scoped(request) }, request.query.view),
    );
    route(r, contracts.decideManagedNotice, async (request) => {
      const actor = { userId: requireManager(request).id, communityId: scoped(request) };
      return staffNotice(db, await decide(deps, actor, request.params.id, request.body));
    });
    route(r, contracts.decideManagedDispute, async (request) => {
      const actor = { userId: requireManager(request).id, communityId: scoped(request) };
      return staffNotice(db, await decideDispute(deps, actor, request.params.id, request.body));
    });
    route(r, contracts.getManagedLadder, async (request) => readLadder(db, scoped(request)));
    route(r, contracts.saveManagedLadder, async (request) =>
      saveLadder(db, scoped(request), request.body, {
        userId: requireManager(request).id,
        byOffice: false,
      }),
    );
    route(r, contracts.listManagedExemptions, async (request) => exemptions(db, scoped(request)));
    route(r, contracts.createManagedExemption, async (request, reply) => {
      const communityId = scoped(request);
      await exempt(db, request.body, { userId: requireManager(request).id, communityId });
      return reply.code(201).send(await exemptions(db, communityId));
    });
    route(r, contracts.endManagedExemption, async (request) => {
      const communityId = scoped(request);
      await endExemption(db, request.params.exemptionId, communityId);
      return exemptions(db, communityId);
    });
    route(r, contracts.getManagedNoticeReport, async (request) =>
      noticeReport(db, request.query, scoped(request)),
    );
    route(r, contracts.exportManagedNoticeReport, async (request, reply) =>
      sendCsv(reply, 'notices-report', await noticeReportCsv(db, request.query, scoped(request))),
    );
    route(r, contracts.exportManagedFeeLedger, async (request, reply) =>
      sendCsv(
        reply,
        `resident-charges-${request.query.month}`,
        await feeLedgerCsv(db, scoped(request), request.query.month),
      ),
    );
  });

  await registerAdminRoutes(app, (r) => {
    const office = (request: Parameters<typeof requireAdmin>[0]) => ({
      userId: requireAdmin(request).id,
      communityId: null,
    });
    route(r, contracts.listOfficeNotices, async (request) =>
      staffNotices(db, { communityId: null }, request.query.view),
    );
    route(r, contracts.decideOfficeNotice, async (request) =>
      staffNotice(db, await decide(deps, office(request), request.params.id, request.body)),
    );
    route(r, contracts.decideOfficeDispute, async (request) =>
      staffNotice(db, await decideDispute(deps, office(request), request.params.id, request.body)),
    );
    route(r, contracts.getCommunityLadder, async (request) => {
      await communityExists(db, request.params.id);
      return readLadder(db, request.params.id);
    });
    route(r, contracts.saveCommunityLadder, async (request) => {
      await communityExists(db, request.params.id);
      return saveLadder(db, request.params.id, request.body, {
        userId: requireAdmin(request).id,
        byOffice: true,
      });
    });
    route(r, contracts.listCommunityExemptions, async (request) => {
      await communityExists(db, request.params.id);
      return exemptions(db, request.params.id);
    });
    route(r, contracts.createOfficeExemption, async (request, reply) =>
      reply.code(201).send(await exempt(db, request.body, office(request))),
    );
    route(r, contracts.endOfficeExemption, async (request) => {
      await endExemption(db, request.params.exemptionId, null);
      return { ended: true as const };
    });
    route(r, contracts.getOfficeNoticeReport, async (request) =>
      noticeReport(db, request.query, null),
    );
    route(r, contracts.exportOfficeNoticeReport, async (request, reply) =>
      sendCsv(reply, 'notices-report', await noticeReportCsv(db, request.query, null)),
    );
    route(r, contracts.exportCommunityFeeLedger, async (request, reply) => {
      await communityExists(db, request.params.id);
      return sendCsv(
        reply,
        `resident-charges-${request.query.month}`,
        await feeLedgerCsv(db, request.params.id, request.query.month),
      );
    });
  });

  const repo = createNoticeRepository(db);
  return {
    /** Whether a resident has a notice open to a dispute, which a photo may go with. */
    hasDisputableNotice: (userId: number) =>
      repo.hasDisputable(userId, new Date(Date.now() - DISPUTE_WINDOW_DAYS * 24 * 60 * 60_000)),
    /** Whether a manager may see a photo a resident sent with a dispute at their community. */
    canManagerViewDisputePhoto: (photoId: string, userId: number) =>
      repo.disputePhotoOfManager(photoId, userId),
    /** The crew's port: the notices of records just applied, in the crew's transaction. */
    recordNotices: (tx: Database, actionIds: readonly string[]) =>
      recordNotices(deps, tx, actionIds),
  };
}
