import type { NoticeKind, NoticeStatus } from './door-notices.ts';

// The portal's Notices tab (docs/product.md#notices-in-the-portal): where each notice at the
// resident's door stands. Its words are in the message catalogue (portal.notices.*).

/** A notice as the resident reads it on screen: where it stands, in their words. */
export type ResidentNoticeState = 'open' | 'final' | 'disputed' | 'upheld' | 'withdrawn' | 'thanks';

/**
 * Where a notice the resident was told of stands: open to a dispute, past it, disputed and
 * waiting, or decided. A thank-you note has nothing to stand on.
 */
export function residentNoticeState(notice: {
  kind: NoticeKind;
  status: NoticeStatus;
  disputeUntil: string | null;
}): ResidentNoticeState {
  if (notice.kind === 'thanks') return 'thanks';
  if (notice.status === 'disputed') return 'disputed';
  if (notice.status === 'upheld' || notice.status === 'withdrawn') return notice.status;
  return notice.disputeUntil ? 'open' : 'final';
}
