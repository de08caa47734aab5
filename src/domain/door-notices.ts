import { formatCents } from './money.ts';
import { PROBLEM_REASON_LABELS, PROBLEM_REASONS, type ProblemReason } from './pickup-labels.ts';
import { formatHour, PICKUP_WINDOW_LABEL, PICKUP_WINDOW_START_HOUR } from './pickup-window.ts';

// Graded notices at a resident's door (docs/product.md#door-notices,
// docs/decisions/061-door-notices.md): what the crew found becomes a courtesy notice, then a
// warning, then a fee, counted per door over a rolling window; fees wait for the manager's (or the
// office's) approval, and the resident can dispute any notice for a week. Free of zod, so the
// portal's and the crew app's pages can read the words without loading the schemas.

/** The rungs of a community's ladder, from the mildest. */
export const NOTICE_STEPS = ['courtesy', 'warning', 'fee'] as const;
export type NoticeStep = (typeof NOTICE_STEPS)[number];

/** What a porter can leave at a door: a rung of the ladder, or a thank-you note. */
export const NOTICE_KINDS = [...NOTICE_STEPS, 'thanks'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/**
 * Where a notice stands. `awaiting_approval`: a fee (or a warning, where the community asks) the
 * resident has not been told of yet. `issued`: told, open to a dispute for a week. `waived`: the
 * approver let it go, with a reason; the resident is never told. `disputed`: the resident answered
 * and a decision is due. `upheld` / `withdrawn`: that decision.
 */
export const NOTICE_STATUSES = [
  'awaiting_approval',
  'issued',
  'waived',
  'disputed',
  'upheld',
  'withdrawn',
] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/** The statuses that count toward a door's next rung: neither waived nor withdrawn. */
export const COUNTED_STATUSES = [
  'awaiting_approval',
  'issued',
  'disputed',
  'upheld',
] as const satisfies readonly NoticeStatus[];

/** The problems that are the resident's doing; a locked gate or "other" never becomes a notice. */
export const NOTICE_REASONS = PROBLEM_REASONS.filter(
  (reason): reason is Exclude<ProblemReason, 'no_access' | 'other'> =>
    reason !== 'no_access' && reason !== 'other',
);
export type NoticeReason = (typeof NOTICE_REASONS)[number];

export const isNoticeReason = (reason: ProblemReason | null): reason is NoticeReason =>
  reason !== null && (NOTICE_REASONS as readonly string[]).includes(reason);

/** The rule each reason breaks, as the resident reads it beside the photo. */
export const NOTICE_RULES: Record<NoticeReason, string> = {
  not_sealed: 'Tie every bag closed, so nothing spills in the hallway.',
  too_many_bags: 'Set out no more bags than your service includes.',
  before_window: 'Set bags out on the morning of your pickup day, not the night before.',
  after_window: `Set bags out before ${formatHour(PICKUP_WINDOW_START_HOUR)}, when the ${PICKUP_WINDOW_LABEL} window starts.`,
  loose_trash: 'Put all trash in a tied bag; nothing loose at the door.',
  boxes_not_broken_down: 'Break boxes down flat and take them to the recycling area.',
  recycling_in_trash: 'Keep recycling out of the trash bags; it goes to the recycling area.',
  hazardous_items: 'No paint, batteries, chemicals, needles or other hazardous items in the trash.',
  container_in_hallway: 'Bring your trash container back inside after pickup.',
};

export const NOTICE_STEP_LABELS: Record<NoticeKind, string> = {
  courtesy: 'Courtesy notice',
  warning: 'Warning',
  fee: 'Fee',
  thanks: 'Thank you',
};

export const NOTICE_STATUS_LABELS: Record<NoticeStatus, string> = {
  awaiting_approval: 'Awaiting approval',
  issued: 'Sent to resident',
  waived: 'Waived',
  disputed: 'Disputed',
  upheld: 'Dispute upheld',
  withdrawn: 'Withdrawn',
};

/** How long after a notice reaches the resident they can dispute it. */
export const DISPUTE_WINDOW_DAYS = 7;

/** What a community's ladder holds. */
export type NoticeLadder = {
  /** The rolling window notices are counted over, in days. */
  windowDays: number;
  /** How many courtesy notices come before the first warning. */
  courtesyNotices: number;
  /** How many warnings come before the first fee. */
  warnings: number;
  /** The fee, in cents, and the bounds the office set for it. */
  feeCents: number;
  feeMinCents: number;
  feeMaxCents: number;
  /** Whether warnings, like fees, wait for approval before the resident is told. */
  warningsNeedApproval: boolean;
};

/** Every community starts here until the office or its manager changes it. */
export const DEFAULT_NOTICE_LADDER: NoticeLadder = {
  windowDays: 30,
  courtesyNotices: 1,
  warnings: 1,
  feeCents: 25_00,
  feeMinCents: 25_00,
  feeMaxCents: 50_00,
  warningsNeedApproval: false,
};

/** The bounds of every ladder field: anything outside is a typing slip. */
export const LADDER_LIMITS = {
  windowDays: { min: 7, max: 90 },
  courtesyNotices: { min: 0, max: 5 },
  warnings: { min: 0, max: 5 },
  /** No community's fee may be set outside these, whatever its own bounds say. */
  feeCents: { min: 5_00, max: 100_00 },
} as const;

/**
 * The rung of a door's next notice, given how many counted notices it had in the window before
 * this one: the courtesy notices come first, then the warnings, then fees.
 */
export function stepFor(countedBefore: number, ladder: NoticeLadder): NoticeStep {
  if (countedBefore < ladder.courtesyNotices) return 'courtesy';
  if (countedBefore < ladder.courtesyNotices + ladder.warnings) return 'warning';
  return 'fee';
}

/** Whether a notice of this rung waits for the approver before the resident hears of it. */
export const needsApproval = (step: NoticeStep, ladder: NoticeLadder) =>
  step === 'fee' || (step === 'warning' && ladder.warningsNeedApproval);

/** The rungs an approver may lower a notice to. */
export const lowerSteps = (step: NoticeStep): NoticeStep[] =>
  NOTICE_STEPS.slice(0, NOTICE_STEPS.indexOf(step));

/** "1st", "2nd", "3rd", "4th"… */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** What the porter reads on a door with notices in the window: "2nd notice this month". */
export function doorHistoryLine(counted: number, windowDays: number): string | null {
  if (counted === 0) return null;
  const span = windowDays === 30 ? 'this month' : `in ${windowDays} days`;
  return `${ordinal(counted)} notice ${span}`;
}

/**
 * What the porter and the office's route sheet read on a door with a notice still open: awaiting
 * approval, disputed, or issued within the dispute window (docs/product.md#crew-app).
 */
export const OPEN_NOTICE_LINE = 'Open notice at this door';

/** The reason's label as the resident and the office read it. */
export const noticeReasonLabel = (reason: NoticeReason) => PROBLEM_REASON_LABELS[reason];

export const DOOR_NOTICE_TEXT = {
  noticeNotFound: 'This notice could not be found',
  alreadyDecided: 'This notice was already decided by someone else. Refresh to see the decision.',
  notAwaitingApproval: 'Only a notice awaiting approval can be approved, waived or lowered',
  notDisputed: 'Only a disputed notice can be decided',
  waiveReasonRequired: 'Say why the notice is waived',
  decisionNoteRequired: 'Say why, so the resident understands the decision',
  lowerStepInvalid: 'Choose a milder step than the one proposed',
  feeOutOfBounds: (min: number, max: number) =>
    `Enter a fee between ${formatCents(min)} and ${formatCents(max)}`,
  feeBoundsInvalid: `The fee bounds must be between ${formatCents(LADDER_LIMITS.feeCents.min)} and ${formatCents(LADDER_LIMITS.feeCents.max)}, the lower one first`,
  boundsOfficeOnly: 'Only the office can change the fee bounds; the fee can be set within them',
  windowDaysInvalid: `Enter a window from ${LADDER_LIMITS.windowDays.min} to ${LADDER_LIMITS.windowDays.max} days`,
  stepsInvalid: `Enter a number from 0 to ${LADDER_LIMITS.warnings.max}`,
  disputeNoteRequired: 'Tell us why you think this notice is wrong',
  disputeClosed: `A notice can be disputed within ${DISPUTE_WINDOW_DAYS} days of reaching you`,
  alreadyDisputed: 'You already disputed this notice',
  cannotDisputeThanks: 'A thank-you note cannot be disputed',
  exemptionReasonRequired: 'Say why this door is exempt, such as a medical or accessibility need',
  exemptionExists: 'This door is already exempt',
  exemptionNotFound: 'This door has no exemption to end',
  doorNotFound: 'This door could not be found',
  ladderSaved: 'Notice rules saved.',
  approved: 'Approved. The resident has been told.',
  waived: 'Waived. The resident will not be told.',
  lowered: 'Lowered and sent to the resident.',
  disputeUpheld: 'Decided: the notice stands. The resident has been told.',
  disputeWithdrawn: 'Decided: the notice is withdrawn. The resident has been told.',
  monthInvalid: 'Choose a month',
} as const;

/**
 * Where an approved fee is collected: on the resident's next bill at their payment provider, on
 * the property's ledger (property-paid communities), or by the office by hand where the provider
 * cannot add a charge to the next bill.
 */
export const FEE_COLLECTIONS = ['next_bill', 'property_ledger', 'by_hand'] as const;
export type FeeCollection = (typeof FEE_COLLECTIONS)[number];

/**
 * A fee's money. `charged`: on the bill, the ledger or the office's list. `held`: disputed before
 * it was billed, kept off until decided. `cancelled`: withdrawn before it was billed. `credited`:
 * withdrawn after it was billed, and given back.
 */
export const FEE_STATES = ['charged', 'held', 'cancelled', 'credited'] as const;
export type FeeState = (typeof FEE_STATES)[number];

/** The charge code a fee carries on the property's ledger export. */
export const NOTICE_FEE_CHARGE_CODE = 'VALETFEE';
