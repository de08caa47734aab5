import {
  isNoticeReason,
  needsApproval,
  stepFor,
  type NoticeKind,
} from '../../../domain/door-notices.ts';
import { NOTICES_TAB_PATH } from '../../../domain/site.ts';
import type { Database } from '../../db/client.ts';
import type { Notifier } from '../notifications/notifications-module.ts';
import { noticeMessage } from './notice-messages.ts';
import { createNoticeRepository, type NoticeSource } from './notice-repository.ts';

export type IssuingDeps = { notifier: Notifier; appUrl: string };

/** The notice a crew record makes, or null when it makes none. */
function kindOf(source: NoticeSource): 'thanks' | 'step' | null {
  if (source.outcome === 'collected' && source.thanks) return 'thanks';
  if (source.outcome === 'problem' && isNoticeReason(source.reason)) return 'step';
  return null;
}

/**
 * Makes the notices of the crew's records just applied, in the crew's transaction
 * (docs/decisions/061-door-notices.md): a problem the resident caused climbs the door's ladder,
 * a thank-you note is a notice of its own, and an exempt door gets none. A notice the resident
 * may be told of at once is queued to them with the transaction; a fee (or a warning, where the
 * community asks) waits for its approver, and the resident hears of it once approved. Answers
 * the pickups that made a notice, so the crew sends no message of its own about them.
 */
export async function recordNotices(
  deps: IssuingDeps,
  tx: Database,
  actionIds: readonly string[],
): Promise<Set<number>> {
  const repo = createNoticeRepository(tx);
  const told = new Set<number>();
  for (const source of await repo.sources(actionIds)) {
    const what = kindOf(source);
    if (!what) continue;
    await repo.lockDoor(source.subscriptionId);
    if (what === 'step' && (await repo.isExempt(source.subscriptionId))) continue;
    let kind: NoticeKind = 'thanks';
    let waits = false;
    let feeCents: number | null = null;
    if (what === 'step') {
      const ladder = await repo.ladder(source.communityId);
      const counted = await repo.countedBefore(
        source.subscriptionId,
        source.serviceDate,
        ladder.windowDays,
      );
      const step = stepFor(counted, ladder);
      kind = step;
      waits = needsApproval(step, ladder);
      feeCents = step === 'fee' ? ladder.feeCents : null;
    }
    const id = await repo.insert({
      source,
      kind,
      status: waits ? 'awaiting_approval' : 'issued',
      feeCents,
    });
    // The pickup has its notice: this one, or the one an earlier record there made.
    told.add(source.scheduleId);
    if (id === undefined || waits) continue;
    const notice = await repo.notice(id);
    if (!notice) continue;
    await deps.notifier.notify(tx, {
      userId: notice.userId,
      type: 'service_update',
      key: `service_update:notice:${id}`,
      ...noticeMessage(notice, `${deps.appUrl}${NOTICES_TAB_PATH}`),
    });
  }
  return told;
}
