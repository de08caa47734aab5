import {
  DOOR_NOTICE_TEXT,
  NOTICE_STEP_LABELS,
  type FeeCollection,
  type FeeState,
  type NoticeKind,
  type NoticeStep,
} from './door-notices.ts';
import { formatCents } from './money.ts';

// The words of the manager's and the office's notices screens
// (docs/product.md#notices-for-managers-and-the-office): the lists waiting for a decision,
// the decisions, a community's ladder and exempt doors, and the report. Free of zod, like the
// notices' own words.

/** The parts of the notices screen, each named in the address (`?view=`). */
export const NOTICE_SECTIONS = ['awaiting', 'disputed', 'all', 'report', 'rules'] as const;
export type NoticeSection = (typeof NOTICE_SECTIONS)[number];

export const NOTICE_SECTION_LABELS: Record<NoticeSection, string> = {
  awaiting: 'To approve',
  disputed: 'Disputes',
  all: 'All notices',
  report: 'Report',
  rules: 'Rules',
};

/** "Fee of $25.00", "Warning". */
export const stepWithFee = (kind: NoticeKind, feeCents: number | null) =>
  kind === 'fee' && feeCents !== null
    ? `${NOTICE_STEP_LABELS.fee} of ${formatCents(feeCents)}`
    : NOTICE_STEP_LABELS[kind];

const FEE_COLLECTION_LABELS: Record<FeeCollection, string> = {
  next_bill: 'On the resident’s next bill',
  property_ledger: 'On the property’s monthly invoice',
  by_hand:
    'By the office, by hand: the resident’s payment account cannot add it to their next bill',
};

const FEE_STATE_LABELS: Record<FeeState, string> = {
  charged: 'charged',
  held: 'held until the dispute is decided',
  cancelled: 'cancelled before it was billed',
  credited: 'credited back',
};

/** Where an approved fee is collected and where its money stands, for whoever follows it up. */
export const feeWhereabouts = (fee: { collect: FeeCollection; state: FeeState }) =>
  `${FEE_COLLECTION_LABELS[fee.collect]} (${FEE_STATE_LABELS[fee.state]}).`;

/** "a courtesy notice", "a warning": a milder step as a sentence names it. */
const stepInSentence = (step: NoticeStep) =>
  step === 'courtesy' ? 'a courtesy notice' : step === 'warning' ? 'a warning' : 'a fee';

export const NOTICE_STAFF_TEXT = {
  sectionsLabel: 'Which notices',
  loadFailed: 'Could not load the notices. Please try again.',
  awaitingIntro:
    'The crew found these at a door, and the door’s notices in the window make them a fee (or a warning, where your rules ask). The resident hears nothing until you decide.',
  officeAwaitingIntro:
    'Fees (and warnings, where a community asks) waiting for approval. The office decides for communities whose residents pay; the property’s manager for property-paid ones, though the office may act on any.',
  noneAwaiting: 'Nothing is waiting for approval.',
  disputedIntro:
    'Residents who answered a notice within the week. A disputed fee is not charged until you decide.',
  noneDisputed: 'No dispute is waiting for a decision.',
  allIntro: 'Every notice, newest first, with where it stands.',
  noNotices: 'No notices yet.',
  managerDecides: 'Usually decided by the property’s manager.',
  crewPhotoAlt: (door: string) => `Photo the crew took at ${door}`,
  disputePhotoAlt: (door: string) => `Photo the resident sent about ${door}`,
  noPhoto: 'No photo.',
  proposed: 'Proposed',
  sent: 'Sent',
  rule: 'The rule',
  crewNote: 'The crew’s note',
  feeCollected: 'Collected',
  historyTitle: (windowed: boolean) =>
    windowed
      ? 'This door’s other notices in the window'
      : 'No other notice at this door in the window.',
  residentSaid: 'The resident wrote',
  disputedOn: (day: string) => `Disputed on ${day}`,
  // The decision on a notice awaiting approval.
  decideTitle: 'Your decision',
  approve: 'Approve',
  lower: 'Lower',
  waive: 'Waive',
  feeLabel: 'Fee',
  feeHint: (min: number, max: number) => `Between ${formatCents(min)} and ${formatCents(max)}.`,
  lowerToLabel: 'Lower to',
  lowerNoteLabel: 'Note for your records (optional)',
  waiveReasonLabel: 'Why waive it? (the resident is not told)',
  submit: (action: 'approve' | 'lower' | 'waive', kind: NoticeKind) =>
    action === 'approve'
      ? `Approve ${NOTICE_STEP_LABELS[kind].toLowerCase()}`
      : action === 'lower'
        ? 'Lower and send'
        : 'Waive',
  question: (action: 'approve' | 'lower' | 'waive') =>
    action === 'approve'
      ? 'Approve this notice?'
      : action === 'lower'
        ? 'Lower this notice?'
        : 'Waive this notice?',
  willDo: (
    decision:
      | { action: 'approve'; feeCents: number | null }
      | { action: 'lower'; kind: NoticeStep }
      | { action: 'waive' },
    notice: { kind: NoticeKind; door: string; residentName: string },
  ) => {
    if (decision.action === 'waive') {
      return `The notice at ${notice.door} is waived. ${notice.residentName} is not told, and it no longer counts toward the next step.`;
    }
    if (decision.action === 'lower') {
      return `${notice.residentName} at ${notice.door} is sent ${stepInSentence(decision.kind)} instead, with the photo and the rule.`;
    }
    const fee =
      notice.kind === 'fee' && decision.feeCents !== null
        ? ` A fee of ${formatCents(decision.feeCents)} is charged unless they dispute it within the week.`
        : '';
    return `${notice.residentName} at ${notice.door} is sent the notice with the photo and the rule.${fee}`;
  },
  goBack: 'Go Back',
  decideFailed: 'Could not save the decision',
  // The decision on a dispute.
  disputeDecideTitle: 'Decide the dispute',
  upheld: 'The notice stands',
  withdrawn: 'Withdraw the notice',
  disputeNoteLabel: 'Your answer (the resident reads it)',
  disputeSubmit: 'Send the decision',
  disputeQuestion: 'Send this decision?',
  disputeWillDo: (
    outcome: 'upheld' | 'withdrawn',
    residentName: string,
    feeCents: number | null,
  ) =>
    outcome === 'withdrawn'
      ? `The notice is withdrawn and no longer counts${feeCents ? `; the fee of ${formatCents(feeCents)} is not charged, or is given back` : ''}. ${residentName} is told, with your answer.`
      : `The notice stands${feeCents ? ` and the fee of ${formatCents(feeCents)} is charged` : ''}. ${residentName} is told, with your answer.`,
  decisionLine: (outcome: 'upheld' | 'withdrawn', note: string | null) =>
    `${outcome === 'withdrawn' ? 'Withdrawn' : 'The notice stands'}${note ? `: ${note}` : ''}`,
  // The community's rules: the ladder and the exempt doors.
  ladderTitle: 'Steps and fee',
  ladderIntro:
    'How a door’s notices climb: courtesy notices first, then warnings, then a fee, counted over a rolling window. A waived or withdrawn notice does not count.',
  windowDaysLabel: 'Window (days)',
  courtesyLabel: 'Courtesy notices before a warning',
  warningsLabel: 'Warnings before a fee',
  ladderFeeLabel: 'Fee',
  feeMinLabel: 'Lowest fee',
  feeMaxLabel: 'Highest fee',
  boundsReadOnly: (min: number, max: number) =>
    `The office sets the fee’s bounds: ${formatCents(min)} to ${formatCents(max)}.`,
  warningsNeedApprovalLabel: 'Warnings wait for approval too, like fees',
  saveLadder: 'Save the rules',
  saveFailed: 'Could not save the rules',
  exemptTitle: 'Exempt doors',
  exemptIntro:
    'A door exempt for a medical or accessibility reason gets no notices; the crew still records what they find.',
  noExempt: 'No door is exempt.',
  exemptSince: (day: string) => `Exempt since ${day}`,
  endExemption: 'End exemption',
  endExemptionLabel: (door: string) => `End the exemption of ${door}`,
  exemptionEnded: (door: string) => `${door} gets notices again.`,
  exemptionEndedTitle: 'Exemption ended',
  addExemptTitle: 'Exempt a door',
  doorLabel: 'Door',
  chooseDoor: 'Choose a door',
  findDoorLabel: 'Find a door',
  findDoorPlaceholder: 'Name, email, street or #number',
  noDoorFound: 'No active subscription matches.',
  exemptReasonLabel: 'Reason',
  exemptButton: 'Exempt this door',
  exemptedTitle: 'Door exempt',
  exempted: (door: string) => `${door} gets no notices until the exemption ends.`,
  exemptFailed: 'Could not change the exempt doors',
  rulesAction: 'Notice rules',
  rulesDialogTitle: (community: string) => `Notice rules: ${community}`,
  rulesDialogDescription: (propertyPaid: boolean) =>
    propertyPaid
      ? 'The ladder and its fee bounds, the exempt doors, and the month’s resident charges for the property’s ledger.'
      : 'The ladder and its fee bounds, and the exempt doors. Approved fees go on each resident’s next bill.',
  // The report and the fee ledger.
  reportIntro:
    'Notices per 100 doors by month and by reason, the doors with repeated notices, and how disputes went.',
  fromLabel: 'From',
  toLabel: 'To',
  reportRange: (from: string, to: string) => `From ${from} to ${to}.`,
  reportCsv: 'Download the report (CSV)',
  byCommunity: 'By community',
  byMonth: 'By month',
  byReason: 'By reason',
  repeatDoors: 'Doors with repeated notices',
  noRepeatDoors: 'No door had more than one notice.',
  noReasons: 'No notices in this range.',
  disputesTitle: 'Disputes',
  disputeRate: (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 1000) / 10}%`),
  ledgerTitle: 'Resident charges for the property’s ledger',
  ledgerIntro:
    'The month’s approved fees, one line per charge, for the property system’s charge import. A fee disputed in its month waits until decided; one withdrawn later is a negative line.',
  monthLabel: 'Month',
  ledgerCsv: 'Download charges (CSV)',
  monthInvalid: DOOR_NOTICE_TEXT.monthInvalid,
} as const;
