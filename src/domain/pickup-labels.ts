// What residents, porters and the office read about pickups and tickets. Apart from the schemas
// (schemas/tickets.ts and schemas/crew.ts validate with these lists and pass them on) so that a
// page showing a pickup's state loads no zod: the client portal's dashboard
// (docs/decisions/042-app-pages-paint-their-frame-first.md).

/** What a resident can report about a pickup; `dispute` answers a "problem" the crew recorded. */
export const TICKET_KINDS = ['missed', 'bags_left', 'mess_damage', 'other', 'dispute'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];

export const TICKET_KIND_LABELS: Record<TicketKind, string> = {
  missed: 'Missed pickup',
  bags_left: 'Bags left behind',
  mess_damage: 'Mess or damage',
  other: 'Other',
  dispute: 'Dispute the problem recorded',
};

/** What a resident sees of a pickup: the crew's record, or missed when none came in time. */
export const PICKUP_STATES = [
  'scheduled',
  'collected',
  'nothing_out',
  'problem',
  'missed',
  'cancelled',
] as const;
export type PickupState = (typeof PICKUP_STATES)[number];

/** Why a door is a problem; a photo always goes with one. */
export const PROBLEM_REASONS = [
  'not_sealed',
  'too_many_bags',
  'loose_trash',
  'before_window',
  'after_window',
  'boxes_not_broken_down',
  'recycling_in_trash',
  'hazardous_items',
  'container_in_hallway',
  'no_access',
  'other',
] as const;
export type ProblemReason = (typeof PROBLEM_REASONS)[number];

export const PROBLEM_REASON_LABELS: Record<ProblemReason, string> = {
  not_sealed: 'Bags not sealed',
  too_many_bags: 'More bags than the plan allows',
  loose_trash: 'Loose trash',
  before_window: 'Bags out too early',
  after_window: 'Bags out after the window',
  boxes_not_broken_down: 'Boxes not broken down',
  recycling_in_trash: 'Recycling in the trash',
  hazardous_items: 'Hazardous items in the trash',
  container_in_hallway: 'Container left in the hallway',
  no_access: "Couldn't get in (gate or code)",
  other: 'Other',
};
