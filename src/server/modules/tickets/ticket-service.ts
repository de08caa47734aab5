import { streetLine } from '../../../domain/address.ts';
import { fullName } from '../../../domain/person-name.ts';
import { addDays, serviceClock } from '../../../domain/pickup-calendar.ts';
import {
  isWindowOver,
  reportWindow,
  RETURN_VISIT_MAX_DAYS,
  TICKET_KIND_LABELS,
  TICKET_MESSAGES,
  type AdminTicket,
  type PickupRecord,
  type ReportProblem,
  type ResidentPickups,
  type ResolveTicket,
  type Ticket,
  type TicketStatus,
} from '../../../domain/schemas/tickets.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/auth-module.ts';
import type { Notifier } from '../notifications/notifications-module.ts';
import { bookReturnVisit } from '../schedules/schedules-module.ts';
import { ticketResolvedMail, ticketResolvedSms } from './ticket-mail.ts';
import {
  createTicketRepository,
  type AdminTicketRow,
  type PickupRow,
  type TicketRow,
} from './ticket-repository.ts';

/** How far back the portal lists pickups, and how many. */
const RECENT_DAYS = 14;
const RECENT_LIMIT = 10;

/**
 * The tickets module's port to billing: a credit on the subscription's next bill, true when the
 * provider took it and false when the office applies it by hand. The payments module implements it.
 */
export type CreditGateway = {
  creditNextBill(
    subscription: { provider: string | null; providerSubscriptionId: string | null },
    credit: { amountCents: number; memo: string; key: string },
  ): Promise<boolean>;
};

/** The photos module's answer to who sent each photo, by id. */
export type PhotoUploaders = (ids: readonly string[]) => Promise<Map<string, number>>;

const unprocessable = (message: string, field?: string) =>
  new HttpError(422, message, field ? { [field]: [message] } : undefined);

/** What a resident sees of a pickup: the crew's latest record, or missed once the window is over. */
function pickupRecord(row: PickupRow, now: { date: string; hour: number }): PickupRecord {
  const recorded = {
    id: row.id,
    serviceDate: row.serviceDate,
    recordedAt: row.occurredAt?.toISOString() ?? null,
    reason: row.reason,
    bagCount: row.bagCount,
    note: row.note,
    photoId: row.photoId,
    officeNote: row.notes,
  };
  if (row.outcome) return { ...recorded, state: row.outcome };
  const none = { ...recorded, recordedAt: null };
  if (row.status === 'cancelled') return { ...none, state: 'cancelled' };
  // An office mark from before the crew app, or for a crew without phones.
  if (row.status === 'completed') {
    return { ...none, state: 'collected', recordedAt: row.completedAt?.toISOString() ?? null };
  }
  if (row.status === 'missed' || isWindowOver(row.serviceDate, now)) {
    return { ...none, state: 'missed' };
  }
  return { ...none, state: 'scheduled' };
}

function toTicket(row: TicketRow): Ticket {
  return {
    id: row.id,
    scheduleId: row.scheduleId,
    kind: row.kind,
    note: row.note,
    photoId: row.photoId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    outcome:
      row.resolution && row.resolvedAt
        ? {
            resolution: row.resolution,
            returnDate: row.returnDate,
            creditCents: row.creditCents,
            creditApplied: row.creditApplied,
            note: row.resolutionNote,
            resolvedAt: row.resolvedAt.toISOString(),
          }
        : null,
  };
}

export type TicketDeps = {
  db: Database;
  credits: CreditGateway;
  photoUploaders: PhotoUploaders;
  appUrl: string;
  notifier: Notifier;
};

function toAdminTicket(row: AdminTicketRow, today: string): AdminTicket {
  const clock = serviceClock(new Date());
  const { resident, porter } = row;
  return {
    ...toTicket(row.ticket),
    resident: {
      name: fullName(resident),
      email: resident.email,
      door: [
        resident.building && `Building ${resident.building}`,
        streetLine(resident.address, resident.unit),
      ]
        .filter(Boolean)
        .join(', '),
      community: row.community,
    },
    pickup: {
      ...pickupRecord(row.pickup, clock),
      porterName:
        porter && row.porterUsername ? fullName({ ...porter, username: row.porterUsername }) : null,
    },
    suggestedReturnDate: addDays(today, 1),
  };
}

export async function residentPickups(
  deps: TicketDeps,
  userId: number,
  now = new Date(),
): Promise<ResidentPickups> {
  const clock = serviceClock(now);
  const rows = await createTicketRepository(deps.db).residentPickups(
    userId,
    addDays(clock.date, -RECENT_DAYS),
    clock.date,
    RECENT_LIMIT,
  );
  return {
    pickups: rows.map(({ pickup, ticket }) => {
      const record = pickupRecord(pickup, clock);
      return {
        ...record,
        canReport:
          !ticket &&
          record.state !== 'cancelled' &&
          reportWindow(pickup.serviceDate, clock, Boolean(pickup.outcome)) === 'open',
        ticket: ticket ? toTicket(ticket) : null,
      };
    }),
  };
}

/** Whether the resident has a pickup they could report a problem on now. */
export async function hasReportablePickup(deps: TicketDeps, userId: number): Promise<boolean> {
  return (await residentPickups(deps, userId)).pickups.some((pickup) => pickup.canReport);
}

/**
 * Opens a ticket on one of the resident's own pickups, within the report window. Someone
 * else's pickup is "not found", so its existence is not given away.
 */
export async function report(
  deps: TicketDeps,
  user: UserRow,
  scheduleId: number,
  body: ReportProblem,
): Promise<Ticket> {
  const clock = serviceClock(new Date());
  const repo = createTicketRepository(deps.db);
  const pickup = await repo.pickup(scheduleId);
  if (!pickup || pickup.userId !== user.id) throw notFound(TICKET_MESSAGES.pickupNotFound);
  const record = pickupRecord(pickup, clock);
  if (record.state === 'cancelled') throw unprocessable(TICKET_MESSAGES.cancelledPickup);
  const window = reportWindow(pickup.serviceDate, clock, Boolean(pickup.outcome));
  if (window === 'not_yet') throw unprocessable(TICKET_MESSAGES.notYet);
  if (window === 'closed') throw unprocessable(TICKET_MESSAGES.tooOld);
  if (body.kind === 'dispute' && record.state !== 'problem') {
    throw unprocessable(TICKET_MESSAGES.disputeNeedsProblem, 'kind');
  }
  const photoId = body.photoId ?? null;
  if (photoId && (await deps.photoUploaders([photoId])).get(photoId) !== user.id) {
    throw unprocessable(TICKET_MESSAGES.invalidPhoto, 'photoId');
  }
  const row = await repo.insert({
    scheduleId,
    userId: user.id,
    kind: body.kind,
    note: body.note,
    photoId,
  });
  if (!row) throw conflict(TICKET_MESSAGES.alreadyReported);
  return toTicket(row);
}

export async function list(deps: TicketDeps, status: TicketStatus): Promise<AdminTicket[]> {
  const today = serviceClock(new Date()).date;
  return (await createTicketRepository(deps.db).list(status)).map((row) =>
    toAdminTicket(row, today),
  );
}

/**
 * Settles an open ticket one way and emails the resident, all in one transaction: a return
 * visit that cannot be booked, or a credit the provider refuses, leaves the ticket open.
 */
export async function resolve(
  deps: TicketDeps,
  admin: UserRow,
  id: number,
  body: ResolveTicket,
): Promise<AdminTicket> {
  const today = serviceClock(new Date()).date;
  await deps.db.transaction(async (tx) => {
    const txRepo = createTicketRepository(tx);
    const found = await txRepo.lockForResolution(id);
    if (!found) throw notFound(TICKET_MESSAGES.ticketNotFound);
    if (found.ticket.status !== 'open') throw conflict(TICKET_MESSAGES.alreadyResolved);
    const kindLabel = TICKET_KIND_LABELS[found.ticket.kind];
    let resolution: Parameters<typeof txRepo.resolve>[1];
    if (body.resolution === 'return_visit') {
      if (body.date <= today || body.date > addDays(today, RETURN_VISIT_MAX_DAYS)) {
        throw badRequest(TICKET_MESSAGES.returnDateRange, {
          date: [TICKET_MESSAGES.returnDateRange],
        });
      }
      const visit = await bookReturnVisit(
        tx,
        found.subscriptionId,
        body.date,
        `Return visit: ${kindLabel.toLowerCase()}`,
      );
      if (!visit) {
        throw conflict(TICKET_MESSAGES.returnDateTaken, {
          date: [TICKET_MESSAGES.returnDateTaken],
        });
      }
      resolution = {
        resolution: 'return_visit',
        returnScheduleId: visit.id,
        returnDate: body.date,
      };
    } else if (body.resolution === 'credit') {
      const applied = await deps.credits.creditNextBill(found, {
        amountCents: body.amountCents,
        memo: `Credit for the pickup of ${found.serviceDate}: ${kindLabel}`,
        key: `ticket-${id}-credit-${body.amountCents}`,
      });
      resolution = {
        resolution: 'credit',
        creditCents: body.amountCents,
        creditApplied: applied,
        resolutionNote: body.note || null,
      };
    } else {
      resolution = { resolution: 'no_action', resolutionNote: body.reason };
    }
    await txRepo.resolve(id, { ...resolution, resolvedBy: admin.id });
    await deps.notifier.notify(tx, {
      userId: found.ticket.userId,
      type: 'service_update',
      // A ticket is resolved once: its id names the event.
      key: `service_update:ticket_resolved:${id}`,
      sms: ticketResolvedSms(found.serviceDate),
      email: ticketResolvedMail({
        name: found.firstName.trim() || found.username,
        serviceDate: found.serviceDate,
        kind: found.ticket.kind,
        resolution: body,
        creditApplied: resolution.creditApplied ?? null,
        portalUrl: `${deps.appUrl}/client-portal`,
      }),
    });
  });
  const row = await createTicketRepository(deps.db).adminTicket(id);
  return toAdminTicket(row!, today);
}
