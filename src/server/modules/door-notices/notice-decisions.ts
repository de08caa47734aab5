import {
  DISPUTE_WINDOW_DAYS,
  DOOR_NOTICE_TEXT,
  lowerSteps,
  noticeReasonLabel,
  isNoticeReason,
  type FeeCollection,
} from '../../../domain/door-notices.ts';
import { formatNoticeDay } from '../../../domain/notices.ts';
import { serviceClock } from '../../../domain/pickup-calendar.ts';
import type {
  DisputeDecision,
  DisputeNotice,
  NoticeDecision,
} from '../../../domain/schemas/door-notices.ts';
import type { PaymentProviderName } from '../../../domain/schemas/payments.ts';
import { NOTICES_TAB_PATH } from '../../../domain/site.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { Notifier } from '../notifications/notifications-module.ts';
import { disputeDecisionMessage, noticeMessage } from './notice-messages.ts';
import {
  createNoticeRepository,
  type NoticeRepository,
  type NoticeRow,
} from './notice-repository.ts';

// Decisions on notices (docs/decisions/061-door-notices.md): the approver's (approve, waive or
// lower a notice awaiting approval), the resident's dispute, and the decision on a dispute. Each
// locks its notice first, so two people acting at once are served one after the other and the
// second is told the notice was already decided. The fee's money moves with the decision.

/** The subscription a fee is billed on, as the payment provider knows it. */
export type BilledSubscription = {
  provider: PaymentProviderName | null;
  providerSubscriptionId: string | null;
};

type Charge = { amountCents: number; memo: string; key: string };

/**
 * The door notices' port to billing (the payments module implements it, wired in app.ts): a fee
 * on the resident's next bill, taken back while it is not billed yet, or credited once it is.
 */
export type FeeBilling = {
  /** The provider's pending item, or null where the provider cannot add one (collected by hand). */
  addToNextBill(subscription: BilledSubscription, fee: Charge): Promise<string | null>;
  /** False when the item is already on an invoice. */
  removeFromNextBill(subscription: BilledSubscription, itemRef: string): Promise<boolean>;
  creditNextBill(subscription: BilledSubscription, credit: Charge): Promise<boolean>;
};

/** What a photo sent with a dispute needs: who uploaded it. */
export type PhotoUploaders = (ids: readonly string[]) => Promise<Map<string, number>>;

export type DecisionDeps = {
  db: Database;
  notifier: Notifier;
  appUrl: string;
  fees: FeeBilling;
  photoUploaders: PhotoUploaders;
};

/** Who acts: the office on any notice, or a manager on one of their community's. */
export type Actor = { userId: number; communityId: number | null };

/** The first day of this month in Central time, as the ledger keeps months. */
const thisMonth = () => `${serviceClock(new Date()).date.slice(0, 7)}-01`;

const feeMemo = (notice: NoticeRow) => {
  const what = isNoticeReason(notice.reason) ? noticeReasonLabel(notice.reason) : 'Notice';
  return `Fee for the notice of ${formatNoticeDay(notice.serviceDate)}: ${what}`;
};

async function locked(repo: NoticeRepository, id: number, actor: Actor) {
  const notice = await repo.notice(id, true);
  if (!notice || (actor.communityId !== null && notice.communityId !== actor.communityId)) {
    throw notFound(DOOR_NOTICE_TEXT.noticeNotFound);
  }
  return notice;
}

async function chargeFee(deps: DecisionDeps, repo: NoticeRepository, notice: NoticeRow) {
  const amountCents = notice.feeCents!;
  let collect: FeeCollection = 'property_ledger';
  let providerItemRef: string | null = null;
  if (notice.billing !== 'property') {
    providerItemRef = await deps.fees.addToNextBill(notice, {
      amountCents,
      memo: feeMemo(notice),
      key: `notice-fee-${notice.id}`,
    });
    collect = providerItemRef ? 'next_bill' : 'by_hand';
  }
  await repo.insertFee({
    noticeId: notice.id,
    subscriptionId: notice.subscriptionId,
    amountCents,
    collect,
    providerItemRef,
    ledgerMonth: collect === 'property_ledger' ? thisMonth() : null,
  });
}

async function tell(
  deps: DecisionDeps,
  tx: Database,
  notice: NoticeRow,
  key: string,
  message: ReturnType<typeof noticeMessage>,
) {
  await deps.notifier.notify(tx, {
    userId: notice.userId,
    type: 'service_update',
    key,
    ...message,
  });
}

const portalUrl = (deps: DecisionDeps) => `${deps.appUrl}${NOTICES_TAB_PATH}`;

/** The approver's decision on a notice awaiting approval. */
export async function decide(
  deps: DecisionDeps,
  actor: Actor,
  id: number,
  body: NoticeDecision,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const repo = createNoticeRepository(tx);
    const notice = await locked(repo, id, actor);
    if (notice.status !== 'awaiting_approval') {
      throw conflict(
        notice.decidedAt ? DOOR_NOTICE_TEXT.alreadyDecided : DOOR_NOTICE_TEXT.notAwaitingApproval,
      );
    }
    if (body.action === 'waive') {
      await repo.decide(id, {
        status: 'waived',
        kind: notice.kind,
        feeCents: notice.feeCents,
        note: body.reason,
        userId: actor.userId,
      });
      return id;
    }
    let kind = notice.kind;
    let feeCents = notice.feeCents;
    let note: string | null = null;
    if (body.action === 'lower') {
      if (kind === 'thanks' || !lowerSteps(kind).includes(body.kind)) {
        throw badRequest(DOOR_NOTICE_TEXT.lowerStepInvalid, {
          kind: [DOOR_NOTICE_TEXT.lowerStepInvalid],
        });
      }
      kind = body.kind;
      feeCents = null;
      note = body.reason || null;
    } else if (kind === 'fee' && body.feeCents != null) {
      const ladder = await repo.ladder(notice.communityId);
      if (body.feeCents < ladder.feeMinCents || body.feeCents > ladder.feeMaxCents) {
        const message = DOOR_NOTICE_TEXT.feeOutOfBounds(ladder.feeMinCents, ladder.feeMaxCents);
        throw badRequest(message, { feeCents: [message] });
      }
      feeCents = body.feeCents;
    }
    await repo.decide(id, { status: 'issued', kind, feeCents, note, userId: actor.userId });
    const issued = (await repo.notice(id))!;
    if (issued.kind === 'fee') await chargeFee(deps, repo, issued);
    await tell(
      deps,
      tx,
      issued,
      `service_update:notice:${id}`,
      noticeMessage(issued, portalUrl(deps)),
    );
    return id;
  });
}

/** Whether a notice issued at `issuedAt` may still be disputed at `now`. */
export const disputeOpen = (issuedAt: Date, now = new Date()) =>
  now.getTime() <= issuedAt.getTime() + DISPUTE_WINDOW_DAYS * 24 * 60 * 60_000;

/** The resident's dispute of one of their notices, within the week after it reached them. */
export async function dispute(
  deps: DecisionDeps,
  userId: number,
  id: number,
  body: DisputeNotice,
): Promise<void> {
  const photoId = body.photoId ?? null;
  if (photoId && (await deps.photoUploaders([photoId])).get(photoId) !== userId) {
    const message = 'This photo could not be found. Please add it again.';
    throw badRequest(message, { photoId: [message] });
  }
  await deps.db.transaction(async (tx) => {
    const repo = createNoticeRepository(tx);
    const notice = await repo.notice(id, true);
    const visible = notice && notice.userId === userId && notice.issuedAt !== null;
    if (!visible) throw notFound(DOOR_NOTICE_TEXT.noticeNotFound);
    if (notice.kind === 'thanks') throw conflict(DOOR_NOTICE_TEXT.cannotDisputeThanks);
    if (notice.status !== 'issued') throw conflict(DOOR_NOTICE_TEXT.alreadyDisputed);
    if (!disputeOpen(notice.issuedAt!)) throw conflict(DOOR_NOTICE_TEXT.disputeClosed);
    await repo.dispute(id, { note: body.note, photoId });
    await holdFee(deps, repo, notice);
  });
}

/**
 * A disputed fee is not charged until decided: taken off the next bill while it is not billed
 * yet, and off this month's ledger. One already billed, or on a month already past, stays, and
 * is credited back if the dispute is won.
 */
async function holdFee(deps: DecisionDeps, repo: NoticeRepository, notice: NoticeRow) {
  const fee = await repo.fee(notice.id);
  if (!fee || fee.state !== 'charged') return;
  if (fee.collect === 'next_bill' && fee.providerItemRef) {
    if (await deps.fees.removeFromNextBill(notice, fee.providerItemRef)) {
      await repo.setFee(notice.id, { state: 'held', providerItemRef: null });
    }
  } else if (fee.collect === 'property_ledger') {
    if (fee.ledgerMonth === thisMonth()) {
      await repo.setFee(notice.id, { state: 'held', ledgerMonth: null });
    }
  } else {
    await repo.setFee(notice.id, { state: 'held' });
  }
}

/** The manager's or the office's decision on a dispute: the notice stands or is withdrawn. */
export async function decideDispute(
  deps: DecisionDeps,
  actor: Actor,
  id: number,
  body: DisputeDecision,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const repo = createNoticeRepository(tx);
    const notice = await locked(repo, id, actor);
    if (notice.status !== 'disputed') {
      throw conflict(
        notice.disputeDecidedAt ? DOOR_NOTICE_TEXT.alreadyDecided : DOOR_NOTICE_TEXT.notDisputed,
      );
    }
    await repo.decideDispute(id, {
      status: body.outcome,
      note: body.note,
      userId: actor.userId,
    });
    await settleFee(deps, repo, notice, body.outcome);
    await tell(
      deps,
      tx,
      notice,
      `service_update:notice-dispute:${id}`,
      disputeDecisionMessage(notice, body.outcome, body.note, portalUrl(deps)),
    );
    return id;
  });
}

/** A held fee is charged when the notice stands and dropped when withdrawn; a billed one credited. */
async function settleFee(
  deps: DecisionDeps,
  repo: NoticeRepository,
  notice: NoticeRow,
  outcome: 'upheld' | 'withdrawn',
) {
  const fee = await repo.fee(notice.id);
  if (!fee) return;
  if (outcome === 'upheld') {
    if (fee.state !== 'held') return;
    if (fee.collect === 'next_bill') {
      const ref = await deps.fees.addToNextBill(notice, {
        amountCents: fee.amountCents,
        memo: feeMemo(notice),
        key: `notice-fee-${notice.id}-upheld`,
      });
      await repo.setFee(notice.id, {
        state: 'charged',
        providerItemRef: ref,
        collect: ref ? 'next_bill' : 'by_hand',
      });
    } else if (fee.collect === 'property_ledger') {
      await repo.setFee(notice.id, { state: 'charged', ledgerMonth: thisMonth() });
    } else {
      await repo.setFee(notice.id, { state: 'charged' });
    }
    return;
  }
  if (fee.state === 'held') {
    await repo.setFee(notice.id, { state: 'cancelled' });
    return;
  }
  if (fee.state !== 'charged') return;
  // A fee still pending, or voided with a paused bill, is taken off: nothing was paid to give back.
  if (
    fee.collect === 'next_bill' &&
    fee.providerItemRef &&
    (await deps.fees.removeFromNextBill(notice, fee.providerItemRef))
  ) {
    await repo.setFee(notice.id, { state: 'cancelled', providerItemRef: null });
    return;
  }
  if (fee.collect === 'next_bill') {
    const credited = await deps.fees.creditNextBill(notice, {
      amountCents: fee.amountCents,
      memo: `Refund: ${feeMemo(notice)}`,
      key: `notice-fee-${notice.id}-credit`,
    });
    if (!credited) throw new HttpError(502, 'The refund could not be made. Please try again.');
  }
  await repo.setFee(notice.id, {
    state: 'credited',
    creditedMonth: fee.collect === 'property_ledger' ? thisMonth() : null,
  });
}
