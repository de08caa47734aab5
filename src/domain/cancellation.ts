/**
 * Why customers cancel (docs/decisions/039-a-fair-cancel.md): the reasons the cancel dialog
 * offers, in its order, and how the office's count names each. `other` comes with the
 * customer's own words.
 */
export const CANCEL_REASONS = [
  { id: 'too-expensive', label: 'Too expensive' },
  { id: 'moving', label: 'Moving' },
  { id: 'not-using', label: 'Not using it' },
  { id: 'service-problem', label: 'Service problem' },
  { id: 'other', label: 'Other' },
] as const;

export type CancelReason = (typeof CANCEL_REASONS)[number]['id'];

export const CANCEL_REASON_IDS = CANCEL_REASONS.map((r) => r.id) as [
  CancelReason,
  ...CancelReason[],
];

/** The longest answer in the customer's own words, in characters. */
export const CANCEL_NOTE_MAX_LENGTH = 500;

export const cancelReasonLabel = (reason: CancelReason) =>
  CANCEL_REASONS.find((r) => r.id === reason)!.label;

/** Words of the cancel dialog, the customer's screens after a cancel, and the office's count. */
export const CANCEL_TEXT = {
  noteTooLong: `Please keep it under ${CANCEL_NOTE_MAX_LENGTH} characters.`,
  unknownReason: 'Choose one of the reasons listed.',
  noteNeedsOther: 'Choose Other to tell us in your own words.',
  alreadyCancelled: 'This subscription is already cancelled.',
  officeHeading: 'Why customers cancel',
  officeIntro:
    'Cancellations by the month they were made, counted by the reason the customer chose, with what they wrote.',
  noReason: 'No reason given',
  officeEmpty: 'No cancellations in the last twelve months.',
  officeLoadFailed: 'Failed to load the cancellation reasons',
  monthTotal: (count: number) => `${count} ${count === 1 ? 'cancellation' : 'cancellations'}`,
  inTheirWords: 'In their words',
} as const;

/**
 * Until when a subscription cancelled now is still served: the end of the period already paid,
 * when it is running and paid (active). A pause rests billing with the service, and an unpaid
 * renewal (past due, suspended) paid for no period, so those end at once (null).
 */
export function serviceEndAfterCancel(
  subscription: { status: string; currentPeriodEnd: Date | null },
  now: Date,
): Date | null {
  const end = subscription.currentPeriodEnd;
  return subscription.status === 'active' && end && end > now ? end : null;
}
