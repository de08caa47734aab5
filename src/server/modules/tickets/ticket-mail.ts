import { formatCents } from '../../../domain/money.ts';
import { formatServiceDate } from '../../../domain/pickup-calendar.ts';
import { PICKUP_WINDOW_LABEL } from '../../../domain/pickup-window.ts';
import { BUSINESS } from '../../../domain/site.ts';
import {
  TICKET_KIND_LABELS,
  type ResolveTicket,
  type TicketKind,
} from '../../../domain/schemas/tickets.ts';
import { composeMail, type OutgoingMail } from '../mail/mail-module.ts';

/** What the office decided, in the resident's words. */
function decision(resolution: ResolveTicket, creditApplied: boolean | null): string {
  switch (resolution.resolution) {
    case 'return_visit':
      return `Our crew will come back on ${formatServiceDate(resolution.date)}, ${PICKUP_WINDOW_LABEL}. Please have your bags out by then.`;
    case 'credit':
      return creditApplied
        ? `We have credited ${formatCents(resolution.amountCents)} to your account; it comes off your next bill.`
        : `We are crediting ${formatCents(resolution.amountCents)} to your account; our office applies it to your next bill.`;
    case 'no_action':
      return `After looking into it, we are not taking further action: ${resolution.reason}`;
  }
}

/** Sent when the office resolves a resident's report (docs/product.md#tickets). */
export function ticketResolvedMail(ticket: {
  to: string;
  name: string;
  serviceDate: string;
  kind: TicketKind;
  resolution: ResolveTicket;
  creditApplied: boolean | null;
  portalUrl: string;
}): OutgoingMail {
  return composeMail(
    ticket.to,
    `Your report about the pickup of ${formatServiceDate(ticket.serviceDate)} is resolved`,
    [
      `Hi ${ticket.name},`,
      `Thank you for telling us about the pickup of ${formatServiceDate(ticket.serviceDate)} (${TICKET_KIND_LABELS[ticket.kind].toLowerCase()}).`,
      decision(ticket.resolution, ticket.creditApplied),
      `Questions? Call us at ${BUSINESS.phone}.`,
    ],
    { label: 'See your pickups', url: ticket.portalUrl },
  );
}
