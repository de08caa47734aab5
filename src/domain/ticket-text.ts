import { dateFormatter } from './date-format.ts';
import { formatCents } from './money.ts';
import { formatServiceDate, SERVICE_TIME_ZONE } from './pickup-calendar.ts';
import { PROBLEM_REASON_LABELS } from './pickup-labels.ts';
import type { PickupRecord, ResolveTicket, TicketOutcome } from './schemas/tickets.ts';

// The words of the office's tickets screen (docs/product.md#tickets); the portal's pickups read
// theirs from the message catalogue.

/** "10:32am" in the service's time zone. */
const serviceTime = dateFormatter({
  timeZone: SERVICE_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});
export function formatServiceTime(iso: string): string {
  return serviceTime().format(new Date(iso)).replace(' AM', 'am').replace(' PM', 'pm');
}

/** "Nov 23, 7:51pm" in the service's time zone. */
const serviceDay = dateFormatter({ timeZone: SERVICE_TIME_ZONE, month: 'short', day: 'numeric' });
export function formatServiceDateTime(iso: string): string {
  const day = serviceDay().format(new Date(iso));
  return `${day}, ${formatServiceTime(iso)}`;
}

/** One line on what the crew found at the door. */
export function pickupSummary(pickup: PickupRecord): string {
  const at = pickup.recordedAt ? ` at ${formatServiceTime(pickup.recordedAt)}` : '';
  switch (pickup.state) {
    case 'collected':
      return `Collected${at}.`;
    case 'nothing_out':
      return `Our crew found nothing out${at}.`;
    case 'problem': {
      const reason = pickup.reason ? PROBLEM_REASON_LABELS[pickup.reason] : 'A problem';
      const bags = pickup.bagCount === null ? '' : ` (${pickup.bagCount} bags)`;
      return `${reason}${bags}${at}.`;
    }
    case 'missed':
      return 'No pickup was recorded by the end of the window.';
    case 'cancelled':
      return 'This pickup was cancelled.';
    case 'scheduled':
      return 'Our crew has not been to your door yet.';
  }
}

/** How the office settled a ticket, in a sentence. */
export function ticketOutcomeText(outcome: TicketOutcome): string {
  switch (outcome.resolution) {
    case 'return_visit':
      return `Return visit on ${formatServiceDate(outcome.returnDate ?? '')}.`;
    case 'credit': {
      const amount = formatCents(outcome.creditCents ?? 0);
      return outcome.creditApplied
        ? `${amount} credit, taken off your next bill.`
        : `${amount} credit, applied to your next bill by our office.`;
    }
    case 'no_action':
      return `No action: ${outcome.note ?? ''}`;
  }
}

export const TICKET_TEXT = {
  residentPhotoAlt: 'Photo sent with the report',
  ticketsIntro: "Residents' problem reports beside the crew's record, and how each was answered.",
  ticketsEmptyOpen: 'No open tickets. Every report has been answered.',
  ticketsEmptyResolved: 'No resolved tickets yet.',
  ticketsLoadFailed: 'Failed to load the tickets',
  resolveTitle: 'Resolve',
  resolveSubmit: 'Resolve ticket',
  resolveFailedTitle: 'The ticket was not resolved',
  resolveFailed: 'The ticket could not be resolved. Please try again.',
  resolvedTitle: 'Ticket resolved',
  // Resolving books, credits or closes, and emails the resident: the office says yes first.
  resolveQuestion: 'Resolve this ticket?',
  resolveWillDo: (
    resolution: ResolveTicket,
    resident: { name: string; email: string; door: string },
  ) => {
    const emailed = `${resident.name} is emailed at ${resident.email}`;
    switch (resolution.resolution) {
      case 'return_visit':
        return `A return visit to ${resident.door} is booked for ${formatServiceDate(resolution.date)}, on the crew's route for that day, and ${emailed}.`;
      case 'credit':
        return `A ${formatCents(resolution.amountCents)} credit goes to the next bill, and ${emailed}.`;
      case 'no_action':
        return `The ticket is closed with no action, and ${emailed} with your reason.`;
    }
  },
  resolveGoBack: 'Go Back',
  returnDateLabel: 'Day of the return visit',
  creditLabel: 'Credit (USD)',
  creditNoteLabel: 'Note to the resident (optional)',
  noActionLabel: 'Why no action is needed',
  crewRecord: "The crew's record",
  residentReport: "The resident's report",
} as const;
