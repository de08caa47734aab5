import { and, asc, between, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TicketStatus } from '../../../domain/schemas/tickets.ts';
import { doorRecordColumns } from '../schedules/schedules-module.ts';
import type { Database } from '../../db/client.ts';
import {
  communities,
  pickupActions,
  serviceSchedules,
  subscriptions,
  tickets,
  users,
} from '../../db/schema.ts';

export type TicketRow = typeof tickets.$inferSelect;

const porters = alias(users, 'porters');

/** A pickup with what the crew recorded at the door, as the resident and the office read it. */
const pickupColumns = {
  id: serviceSchedules.id,
  subscriptionId: serviceSchedules.subscriptionId,
  serviceDate: serviceSchedules.serviceDate,
  status: serviceSchedules.status,
  completedAt: serviceSchedules.completedAt,
  notes: serviceSchedules.notes,
  ...doorRecordColumns,
};

export type PickupRow = {
  id: number;
  subscriptionId: number;
  serviceDate: string;
  status: (typeof serviceSchedules.$inferSelect)['status'];
  completedAt: Date | null;
  notes: string | null;
  outcome: (typeof pickupActions.$inferSelect)['outcome'] | null;
  reason: (typeof pickupActions.$inferSelect)['reason'];
  bagCount: number | null;
  note: string | null;
  photoId: string | null;
  occurredAt: Date | null;
};

export function createTicketRepository(db: Database) {
  const adminRows = () =>
    db
      .select({
        ticket: tickets,
        pickup: pickupColumns,
        resident: {
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
          email: users.email,
          address: users.address,
          unit: users.unit,
          building: users.building,
        },
        community: communities.name,
        porter: { firstName: porters.firstName, lastName: porters.lastName },
        porterUsername: porters.username,
      })
      .from(tickets)
      .innerJoin(serviceSchedules, eq(serviceSchedules.id, tickets.scheduleId))
      .innerJoin(users, eq(users.id, tickets.userId))
      .leftJoin(communities, eq(communities.id, users.communityId))
      .leftJoin(pickupActions, eq(pickupActions.id, serviceSchedules.outcomeActionId))
      .leftJoin(porters, eq(porters.id, pickupActions.porterId));

  return {
    /** A customer's pickups between two days (inclusive), latest first, with their tickets. */
    async residentPickups(userId: number, from: string, to: string, limit: number) {
      return db
        .select({ pickup: pickupColumns, ticket: tickets })
        .from(serviceSchedules)
        .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
        .leftJoin(pickupActions, eq(pickupActions.id, serviceSchedules.outcomeActionId))
        .leftJoin(tickets, eq(tickets.scheduleId, serviceSchedules.id))
        .where(
          and(eq(subscriptions.userId, userId), between(serviceSchedules.serviceDate, from, to)),
        )
        .orderBy(desc(serviceSchedules.serviceDate), desc(serviceSchedules.id))
        .limit(limit);
    },

    /** A pickup and whose door it is; undefined when there is no such pickup. */
    async pickup(scheduleId: number): Promise<(PickupRow & { userId: number }) | undefined> {
      const [row] = await db
        .select({ ...pickupColumns, userId: subscriptions.userId })
        .from(serviceSchedules)
        .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
        .leftJoin(pickupActions, eq(pickupActions.id, serviceSchedules.outcomeActionId))
        .where(eq(serviceSchedules.id, scheduleId));
      return row;
    },

    /** Opens a ticket unless the pickup has one; undefined when it already had. */
    async insert(ticket: typeof tickets.$inferInsert): Promise<TicketRow | undefined> {
      const [row] = await db
        .insert(tickets)
        .values(ticket)
        .onConflictDoNothing({ target: tickets.scheduleId })
        .returning();
      return row;
    },

    /** The tickets of one status, oldest first when open (a queue), newest first when resolved. */
    async list(status: TicketStatus) {
      return adminRows()
        .where(eq(tickets.status, status))
        .orderBy(
          status === 'open' ? asc(tickets.createdAt) : desc(tickets.resolvedAt),
          asc(tickets.id),
        );
    },

    async adminTicket(id: number) {
      const [row] = await adminRows().where(eq(tickets.id, id));
      return row;
    },

    /**
     * The ticket, locked until the transaction ends, with what resolving it needs: the
     * subscription's provider and the resident's email. Run it in a transaction.
     */
    async lockForResolution(id: number) {
      const [row] = await db
        .select({
          ticket: tickets,
          serviceDate: serviceSchedules.serviceDate,
          subscriptionId: subscriptions.id,
          provider: subscriptions.provider,
          providerSubscriptionId: subscriptions.providerSubscriptionId,
          email: users.email,
          firstName: users.firstName,
          username: users.username,
        })
        .from(tickets)
        .innerJoin(serviceSchedules, eq(serviceSchedules.id, tickets.scheduleId))
        .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
        .innerJoin(users, eq(users.id, tickets.userId))
        .where(eq(tickets.id, id))
        .for('update', { of: tickets });
      return row;
    },

    async resolve(id: number, resolution: Partial<typeof tickets.$inferInsert>): Promise<void> {
      await db
        .update(tickets)
        .set({ ...resolution, status: 'resolved', resolvedAt: sql`now()` })
        .where(eq(tickets.id, id));
    },
  };
}

export type AdminTicketRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createTicketRepository>['adminTicket']>>
>;
