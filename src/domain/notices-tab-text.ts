import {
  DISPUTE_WINDOW_DAYS,
  NOTICE_STEP_LABELS,
  type NoticeKind,
  type NoticeStatus,
} from './door-notices.ts';
import { formatCents } from './money.ts';
import { formatServiceDate } from './pickup-calendar.ts';
import { formatServiceDateTime } from './ticket-text.ts';

// The portal's Notices tab (docs/product.md#notices-in-the-portal): each notice at the resident's
// door with what the crew found, the photo, the rule and what happens next, and the dispute form.

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

export const NOTICES_TAB_TEXT = {
  loading: 'Loading your notices',
  title: 'Notices at your door',
  intro: `When our crew finds a problem at your door, you get a notice here with their photo and the rule it is about. You can dispute a notice within ${DISPUTE_WINDOW_DAYS} days.`,
  empty:
    'No notices. A notice or a thank-you note our crew leaves at your door will show here, with the photo.',
  loadFailed: 'Failed to load your notices. Please try again.',
  listLabel: 'Your notices',
  kind: (kind: NoticeKind, feeCents: number | null) =>
    kind === 'fee' ? `Fee of ${formatCents(feeCents ?? 0)}` : NOTICE_STEP_LABELS[kind],
  day: (date: string) => formatServiceDate(date),
  state: {
    open: 'Open to dispute',
    final: 'Final',
    disputed: 'Dispute under review',
    upheld: 'Notice stands',
    withdrawn: 'Withdrawn',
    thanks: 'Thank you',
  } satisfies Record<ResidentNoticeState, string>,
  found: 'What our crew found',
  crewNote: 'Crew note',
  rule: 'The rule',
  next: 'What happens next',
  photoAlt: (date: string) => `Photo our crew took at your door on ${formatServiceDate(date)}`,
  disputeUntil: (iso: string) => `You can dispute this notice until ${formatServiceDateTime(iso)}.`,
  disputeButton: 'Dispute',

  disputeTitle: 'Dispute this notice',
  disputeDescription: (kind: NoticeKind, date: string) =>
    `Tell us why the ${NOTICE_STEP_LABELS[kind].toLowerCase()} of ${formatServiceDate(date)} is wrong. The office looks at the crew's photo and yours, and tells you the decision.`,
  disputeNoteLabel: 'Why is it wrong?',
  disputePhotoLabel: 'Photo (optional)',
  disputePhotoHint: 'A photo of your door or your bags helps us decide.',
  disputeSubmit: 'Send dispute',
  disputeSending: 'Sending…',
  disputeSentTitle: 'Dispute sent',
  disputeFailedTitle: 'Your dispute was not sent',
  disputeFailed: 'Your dispute could not be sent. Please try again.',

  yourDispute: 'Your dispute',
  disputePhotoAlt: 'Photo sent with your dispute',
  disputedAt: (iso: string) => `Sent ${formatServiceDateTime(iso)}.`,
  underReview: (kind: NoticeKind) =>
    kind === 'fee'
      ? 'We are looking at it and will tell you the decision. The fee is not charged until then.'
      : 'We are looking at it and will tell you the decision.',
  ourAnswer: 'Our answer',
  decision: (outcome: 'upheld' | 'withdrawn') =>
    outcome === 'withdrawn'
      ? 'Decided: the notice is withdrawn. It no longer counts, and there is nothing to pay.'
      : 'Decided: the notice stands.',
  finalLine: 'The time to dispute this notice has passed.',
} as const;
