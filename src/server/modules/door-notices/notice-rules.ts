import {
  DOOR_NOTICE_TEXT,
  LADDER_LIMITS,
  type NoticeLadder,
} from '../../../domain/door-notices.ts';
import type { NoticeExemption } from '../../../domain/schemas/door-notices.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { createExemptionRepository } from './exemption-repository.ts';
import { createNoticeRepository } from './notice-repository.ts';

// A community's ladder and its exempt doors (docs/product.md#door-notices). The office sets the
// fee's bounds; the manager sets the rest, and the fee within those bounds.

export async function communityExists(db: Database, communityId: number) {
  if (!(await createExemptionRepository(db).communityExists(communityId))) {
    throw notFound('This community could not be found');
  }
}

export const readLadder = (db: Database, communityId: number) =>
  createNoticeRepository(db).ladder(communityId);

/** Saves a ladder; `byOffice` may move the fee's bounds, a manager may not. */
export async function saveLadder(
  db: Database,
  communityId: number,
  ladder: NoticeLadder,
  actor: { userId: number; byOffice: boolean },
): Promise<NoticeLadder> {
  const repo = createNoticeRepository(db);
  const before = await repo.ladder(communityId);
  if (
    !actor.byOffice &&
    (ladder.feeMinCents !== before.feeMinCents || ladder.feeMaxCents !== before.feeMaxCents)
  ) {
    throw badRequest(DOOR_NOTICE_TEXT.boundsOfficeOnly, {
      feeMinCents: [DOOR_NOTICE_TEXT.boundsOfficeOnly],
    });
  }
  const limits = LADDER_LIMITS.feeCents;
  if (
    ladder.feeMinCents < limits.min ||
    ladder.feeMaxCents > limits.max ||
    ladder.feeMinCents > ladder.feeMaxCents
  ) {
    throw badRequest(DOOR_NOTICE_TEXT.feeBoundsInvalid, {
      feeMinCents: [DOOR_NOTICE_TEXT.feeBoundsInvalid],
    });
  }
  if (ladder.feeCents < ladder.feeMinCents || ladder.feeCents > ladder.feeMaxCents) {
    const message = DOOR_NOTICE_TEXT.feeOutOfBounds(ladder.feeMinCents, ladder.feeMaxCents);
    throw badRequest(message, { feeCents: [message] });
  }
  await repo.saveLadder(communityId, ladder, actor.userId);
  return repo.ladder(communityId);
}

export const exemptions = (db: Database, communityId: number): Promise<NoticeExemption[]> =>
  createExemptionRepository(db).list(communityId);

/** Exempts a door; within `communityId` only, for a manager. */
export async function exempt(
  db: Database,
  body: { subscriptionId: number; reason: string },
  actor: { userId: number; communityId: number | null },
): Promise<NoticeExemption> {
  const repo = createExemptionRepository(db);
  if (!(await repo.doorExists(body.subscriptionId, actor.communityId))) {
    throw notFound(DOOR_NOTICE_TEXT.doorNotFound);
  }
  const id = await repo.insert(body.subscriptionId, body.reason, actor.userId);
  if (id === undefined) throw conflict(DOOR_NOTICE_TEXT.exemptionExists);
  return (await repo.one(id))!;
}

/** Ends an exemption; within `communityId` only, for a manager. */
export async function endExemption(
  db: Database,
  exemptionId: number,
  communityId: number | null,
): Promise<void> {
  if (!(await createExemptionRepository(db).end(exemptionId, communityId))) {
    throw notFound(DOOR_NOTICE_TEXT.exemptionNotFound);
  }
}
