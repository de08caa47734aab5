import { z } from 'zod';
import { addDays } from '../pickup-calendar.ts';
import { PICKUP_WINDOW_END_HOUR, PICKUP_WINDOW_START_HOUR } from '../pickup-window.ts';
import { CREW_NOTE_MAX_LENGTH, PROBLEM_REASONS } from './crew.ts';
import { isoDate, optionalText, plainString, recordId, recordIdParam } from './fields.ts';
import { PICKUP_STATES, TICKET_KINDS } from '../pickup-labels.ts';

// The lists and labels live in pickup-labels.ts, free of zod; passed on for the server and the
// office's screens, which import them from here.
export { TICKET_KIND_LABELS, TICKET_KINDS, type TicketKind } from '../pickup-labels.ts';

// Residents' problem reports and the office's resolutions (docs/product.md#tickets,
// docs/decisions/034-tickets-and-resolutions.md). One schema per payload, read by the portal's
// form, the office's screen and the routes.

export const TICKET_STATUSES = ['open', 'resolved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** How the office settles a ticket. */
export const TICKET_RESOLUTIONS = ['return_visit', 'credit', 'no_action'] as const;
export type TicketResolution = (typeof TICKET_RESOLUTIONS)[number];

export const TICKET_RESOLUTION_LABELS: Record<TicketResolution, string> = {
  return_visit: 'Return visit',
  credit: 'Credit',
  no_action: 'No action',
};

/** How long after a pickup's window ends a resident can still report on it. */
export const REPORT_WINDOW_HOURS = 48;
/** The largest credit one ticket can give: more is a refund, handled outside the tickets. */
export const MAX_CREDIT_CENTS = 100_00;
/** How far ahead a return visit can be booked. */
export const RETURN_VISIT_MAX_DAYS = 14;

export const TICKET_MESSAGES = {
  kindRequired: 'Choose what went wrong',
  noteTooLong: `Keep the note under ${CREW_NOTE_MAX_LENGTH} characters`,
  invalidPhoto: 'This photo could not be found. Please add it again.',
  pickupNotFound: 'This pickup could not be found',
  notYet: 'This pickup has not happened yet. You can report a problem once the window starts.',
  tooOld: `Problems can be reported up to ${REPORT_WINDOW_HOURS} hours after the pickup window`,
  disputeNeedsProblem: 'Only a pickup our crew marked as a problem can be disputed',
  cancelledPickup: 'This pickup was cancelled, so there is nothing to report',
  alreadyReported: 'You already reported a problem with this pickup',
  reported: 'Thanks. We received your report and will get back to you.',
  ticketNotFound: 'This ticket could not be found',
  alreadyResolved: 'This ticket was already resolved',
  resolutionRequired: 'Choose how to resolve the ticket',
  returnDateRequired: 'Choose the day of the return visit',
  returnDateRange: `Choose a day from tomorrow to ${RETURN_VISIT_MAX_DAYS} days ahead`,
  returnDateTaken:
    "This door's pickup on that day is already done or cancelled. Choose another day.",
  creditAmount: `Enter a credit between $0.01 and $${MAX_CREDIT_CENTS / 100}`,
  reasonRequired: 'Say why no action is needed',
  resolved: 'Ticket resolved. The resident has been emailed.',
} as const;

const note = optionalText(CREW_NOTE_MAX_LENGTH).max(
  CREW_NOTE_MAX_LENGTH,
  TICKET_MESSAGES.noteTooLong,
);

/** POST /api/pickups/:id/tickets: the resident's report. */
export const ReportProblemSchema = z.object({
  kind: z.enum(TICKET_KINDS, { error: TICKET_MESSAGES.kindRequired }),
  note: note.default(''),
  photoId: z.uuid({ error: TICKET_MESSAGES.invalidPhoto }).nullish(),
});
export type ReportProblem = z.infer<typeof ReportProblemSchema>;

export const PickupParamsSchema = z.object({
  id: recordIdParam(TICKET_MESSAGES.pickupNotFound),
});
export const TicketParamsSchema = z.object({
  id: recordIdParam(TICKET_MESSAGES.ticketNotFound),
});

/** POST /api/admin/tickets/:id/resolution: one of the three ways to settle a ticket. */
export const ResolveTicketSchema = z.discriminatedUnion(
  'resolution',
  [
    z.object({
      resolution: z.literal('return_visit'),
      date: isoDate(TICKET_MESSAGES.returnDateRequired),
    }),
    z.object({
      resolution: z.literal('credit'),
      amountCents: recordId(TICKET_MESSAGES.creditAmount).max(
        MAX_CREDIT_CENTS,
        TICKET_MESSAGES.creditAmount,
      ),
      note: note.default(''),
    }),
    z.object({
      resolution: z.literal('no_action'),
      reason: plainString(TICKET_MESSAGES.reasonRequired)
        .trim()
        .min(1, TICKET_MESSAGES.reasonRequired)
        .max(CREW_NOTE_MAX_LENGTH, TICKET_MESSAGES.noteTooLong),
    }),
  ],
  { error: TICKET_MESSAGES.resolutionRequired },
);
export type ResolveTicket = z.infer<typeof ResolveTicketSchema>;

/** How a ticket was settled, as the resident and the office read it. */
export const TicketOutcomeSchema = z.object({
  resolution: z.enum(TICKET_RESOLUTIONS),
  /** The return visit's day. */
  returnDate: z.string().nullable(),
  creditCents: z.number().int().nullable(),
  /** True when the provider took the credit off the next bill; false when the office applies it. */
  creditApplied: z.boolean().nullable(),
  /** The office's note: the credit's note or the reason for no action. */
  note: z.string().nullable(),
  resolvedAt: z.string(),
});
export type TicketOutcome = z.infer<typeof TicketOutcomeSchema>;

export const TicketSchema = z.object({
  id: z.number().int(),
  scheduleId: z.number().int(),
  kind: z.enum(TICKET_KINDS),
  note: z.string(),
  photoId: z.string().nullable(),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.string(),
  outcome: TicketOutcomeSchema.nullable(),
});
export type Ticket = z.infer<typeof TicketSchema>;

/** A pickup with what the crew recorded (or its absence). */
export const PickupRecordSchema = z.object({
  id: z.number().int(),
  serviceDate: z.string(),
  state: z.enum(PICKUP_STATES),
  /** When the crew recorded it (ISO 8601). */
  recordedAt: z.string().nullable(),
  reason: z.enum(PROBLEM_REASONS).nullable(),
  bagCount: z.number().int().nullable(),
  note: z.string().nullable(),
  photoId: z.string().nullable(),
  /** The office's note on the pickup (why it was missed, a return visit). */
  officeNote: z.string().nullable(),
});
export type PickupRecord = z.infer<typeof PickupRecordSchema>;

/** GET /api/pickups: the resident's recent pickups, each with its ticket and what they may do. */
export const ResidentPickupSchema = PickupRecordSchema.extend({
  /** Whether a problem can be reported now (within the window, not yet reported). */
  canReport: z.boolean(),
  ticket: TicketSchema.nullable(),
});
export type ResidentPickup = z.infer<typeof ResidentPickupSchema>;
export const ResidentPickupsSchema = z.object({ pickups: z.array(ResidentPickupSchema) });
export type ResidentPickups = z.infer<typeof ResidentPickupsSchema>;

/** GET /api/admin/tickets?status=: a ticket beside the pickup's own record. */
export const AdminTicketSchema = TicketSchema.extend({
  resident: z.object({
    name: z.string(),
    email: z.string(),
    door: z.string(),
    community: z.string().nullable(),
  }),
  pickup: PickupRecordSchema.extend({ porterName: z.string().nullable() }),
  /** The day a return visit is offered for: tomorrow. */
  suggestedReturnDate: z.string(),
});
export type AdminTicket = z.infer<typeof AdminTicketSchema>;
export const AdminTicketsQuerySchema = z.object({
  status: z.enum(TICKET_STATUSES).default('open'),
});

type Clock = { date: string; hour: number };
const before = (a: Clock, b: Clock) => a.date < b.date || (a.date === b.date && a.hour < b.hour);

/**
 * Whether a pickup on `serviceDate` can be reported at `now` (the service clock): from the start
 * of its window (or once the crew recorded it) until REPORT_WINDOW_HOURS after the window ends.
 */
export function reportWindow(
  serviceDate: string,
  now: Clock,
  recorded: boolean,
): 'open' | 'not_yet' | 'closed' {
  const started = recorded || !before(now, { date: serviceDate, hour: PICKUP_WINDOW_START_HOUR });
  if (!started) return 'not_yet';
  const closes = {
    date: addDays(serviceDate, REPORT_WINDOW_HOURS / 24),
    hour: PICKUP_WINDOW_END_HOUR,
  };
  return before(now, closes) ? 'open' : 'closed';
}

/** A pickup with no record once its window is over is missed. */
export function isWindowOver(serviceDate: string, now: Clock): boolean {
  return !before(now, { date: serviceDate, hour: PICKUP_WINDOW_END_HOUR });
}
