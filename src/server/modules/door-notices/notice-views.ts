import { DISPUTE_WINDOW_DAYS, type NoticeLadder } from '../../../domain/door-notices.ts';
import { fullName } from '../../../domain/person-name.ts';
import type {
  NoticeView,
  ResidentNotice,
  StaffNotice,
} from '../../../domain/schemas/door-notices.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { DOOR_NOTICE_TEXT } from '../../../domain/door-notices.ts';
import { disputeOpen } from './notice-decisions.ts';
import { createNoticeRepository, type HistoryItem, type NoticeRow } from './notice-repository.ts';

// What the resident, the manager and the office read of notices.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function disputeOf(n: NoticeRow) {
  if (!n.disputedAt) return null;
  return {
    note: n.disputeNote ?? '',
    photoId: n.disputePhotoId,
    at: n.disputedAt.toISOString(),
    outcome: n.status === 'upheld' || n.status === 'withdrawn' ? n.status : null,
    decisionNote: n.disputeDecisionNote,
    decidedAt: iso(n.disputeDecidedAt),
  };
}

export function toResidentNotice(n: NoticeRow, now = new Date()): ResidentNotice {
  const until = new Date(n.issuedAt!.getTime() + DISPUTE_WINDOW_DAYS * 24 * 60 * 60_000);
  const canDispute = n.kind !== 'thanks' && n.status === 'issued' && disputeOpen(n.issuedAt!, now);
  return {
    id: n.id,
    kind: n.kind,
    reason: n.reason,
    serviceDate: n.serviceDate,
    status: n.status,
    feeCents: n.feeCents,
    photoId: n.photoId,
    note: n.note,
    issuedAt: n.issuedAt!.toISOString(),
    disputeUntil: canDispute ? until.toISOString() : null,
    dispute: disputeOf(n),
  };
}

/** The resident's notices they were told of, newest first. */
export async function residentNotices(db: Database, userId: number): Promise<ResidentNotice[]> {
  const rows = await createNoticeRepository(db).residentNotices(userId);
  return rows.map((row) => toResidentNotice(row));
}

export async function residentNotice(db: Database, userId: number, id: number) {
  const row = await createNoticeRepository(db).notice(id);
  if (!row || row.userId !== userId || !row.issuedAt) {
    throw notFound(DOOR_NOTICE_TEXT.noticeNotFound);
  }
  return toResidentNotice(row);
}

/**
 * Notices for whoever decides: one community's for its manager, every community's for the
 * office. Each carries its community's fee bounds and the door's other notices in the window.
 */
export async function staffNotices(
  db: Database,
  scope: { communityId: number | null },
  view: NoticeView,
): Promise<StaffNotice[]> {
  const repo = createNoticeRepository(db);
  const rows = await repo.staffNotices(scope.communityId, view);
  const [ladders, histories] = await Promise.all([
    repo.ladders(rows.map((row) => row.communityId)),
    repo.histories(rows.map((row) => row.id)),
  ]);
  return rows.map((row) =>
    toStaffNotice(row, ladders.get(row.communityId)!, histories.get(row.id)!),
  );
}

export async function staffNotice(db: Database, id: number): Promise<StaffNotice> {
  const repo = createNoticeRepository(db);
  const row = (await repo.notice(id))!;
  const [ladders, histories] = await Promise.all([
    repo.ladders([row.communityId]),
    repo.histories([id]),
  ]);
  return toStaffNotice(row, ladders.get(row.communityId)!, histories.get(id)!);
}

function toStaffNotice(n: NoticeRow, ladder: NoticeLadder, history: HistoryItem[]): StaffNotice {
  return {
    id: n.id,
    kind: n.kind,
    proposedKind: n.proposedKind,
    reason: n.reason,
    status: n.status,
    serviceDate: n.serviceDate,
    feeCents: n.feeCents,
    photoId: n.photoId,
    note: n.note,
    communityId: n.communityId,
    communityName: n.communityName,
    building: n.building,
    unit: n.unit,
    residentName: fullName(n),
    approver: n.billing === 'property' ? 'manager' : 'office',
    decisionNote: n.decisionNote,
    decidedAt: iso(n.decidedAt),
    issuedAt: iso(n.issuedAt),
    dispute: disputeOf(n),
    fee: n.feeCollect && n.feeState ? { collect: n.feeCollect, state: n.feeState } : null,
    feeMinCents: ladder.feeMinCents,
    feeMaxCents: ladder.feeMaxCents,
    history,
  };
}
