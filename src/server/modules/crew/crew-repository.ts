import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PlacedStop } from '../../../domain/route-order.ts';
import type { CrewAssignment, Porter } from '../../../domain/schemas/crew-admin.ts';
import type { CrewStop, DoorOutcome } from '../../../domain/schemas/crew.ts';
import { PLANS } from '../../../domain/plans.ts';
import { fullName } from '../../../domain/person-name.ts';
import type { Database } from '../../db/client.ts';
import {
  communities,
  crewAssignments,
  pickupActions,
  serviceSchedules,
  subscriptions,
  users,
} from '../../db/schema.ts';
import { NO_PASSWORD_HASH } from '../../lib/passwords.ts';
import { doorHistories } from '../door-notices/door-notices-module.ts';
import {
  applyLatestOutcomes,
  communityColumns,
  dayStops,
  doorRecordColumns,
  lockPickups,
} from '../schedules/schedules-module.ts';

export type PorterRow = Omit<Porter, 'assignments'>;
export type NewAction = typeof pickupActions.$inferInsert;

/** A pickup as the sync checks it: its day, whether it is cancelled, and that day's porter. */
export type ActionTarget = {
  scheduleId: number;
  serviceDate: string;
  cancelled: boolean;
  porterId: number | null;
};

/** ISO weekday of a date column, as crew_assignments.weekday keeps it. */
const isoWeekday = sql`extract(isodow from ${serviceSchedules.serviceDate})::int`;

const porterColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  createdAt: users.createdAt,
  deactivatedAt: users.deactivatedAt,
  passwordHash: users.passwordHash,
};

const toPorter = (r: {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  createdAt: Date;
  deactivatedAt: Date | null;
  passwordHash: string;
}): PorterRow => ({
  id: r.id,
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  phone: r.phone,
  createdAt: r.createdAt.toISOString(),
  status: r.deactivatedAt
    ? 'deactivated'
    : r.passwordHash === NO_PASSWORD_HASH
      ? 'invited'
      : 'active',
});

const assignmentColumns = {
  weekday: crewAssignments.weekday,
  communityId: crewAssignments.communityId,
  communityName: communities.name,
  porterId: crewAssignments.porterId,
  porterFirst: users.firstName,
  porterLast: users.lastName,
  porterUsername: users.username,
};

export function createCrewRepository(db: Database) {
  const assignmentRows = async (weekday?: number): Promise<CrewAssignment[]> => {
    const rows = await db
      .select(assignmentColumns)
      .from(crewAssignments)
      .innerJoin(communities, eq(communities.id, crewAssignments.communityId))
      .innerJoin(users, eq(users.id, crewAssignments.porterId))
      .where(weekday === undefined ? undefined : eq(crewAssignments.weekday, weekday))
      .orderBy(asc(crewAssignments.weekday), asc(communities.name), asc(communities.id));
    return rows.map(({ porterFirst, porterLast, porterUsername, ...r }) => ({
      ...r,
      porterName: fullName({
        firstName: porterFirst,
        lastName: porterLast,
        username: porterUsername,
      }),
    }));
  };

  return {
    /** Every porter, those still on the crew first, then by name. */
    async listPorters(): Promise<PorterRow[]> {
      const rows = await db
        .select(porterColumns)
        .from(users)
        .where(eq(users.role, 'porter'))
        .orderBy(
          sql`${users.deactivatedAt} is not null`,
          asc(sql`lower(${users.lastName})`),
          asc(sql`lower(${users.firstName})`),
          asc(users.id),
        );
      return rows.map(toPorter);
    },

    async findPorter(id: number): Promise<PorterRow | undefined> {
      const [row] = await db
        .select(porterColumns)
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'porter')));
      return row && toPorter(row);
    },

    assignments: assignmentRows,

    /** Porters on the crew among `ids` (removed ones and other accounts are left out). */
    async activePorters(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(inArray(users.id, [...ids]), eq(users.role, 'porter'), isNull(users.deactivatedAt)),
        );
      return new Set(rows.map((r) => r.id));
    },

    async communities(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: communities.id, name: communities.name, active: communities.active })
        .from(communities)
        .where(inArray(communities.id, [...ids]));
    },

    /** Replaces one weekday's assignments; run it in a transaction. */
    async replaceDay(weekday: number, list: readonly { communityId: number; porterId: number }[]) {
      await db.delete(crewAssignments).where(eq(crewAssignments.weekday, weekday));
      if (list.length > 0) {
        await db.insert(crewAssignments).values(list.map((a) => ({ ...a, weekday })));
      }
    },

    async removeAssignmentsOf(porterId: number): Promise<void> {
      await db.delete(crewAssignments).where(eq(crewAssignments.porterId, porterId));
    },

    /**
     * A porter's stops of one day: the pickups (not cancelled) of the doors in the communities
     * assigned to them on that weekday, with the latest outcome of each and its door's notices
     * (read from the door notices module).
     */
    async routeStops(porterId: number, date: string): Promise<PlacedStop<CrewStop>[]> {
      const rows = await dayStops(
        db
          .select({
            scheduleId: serviceSchedules.id,
            firstName: users.firstName,
            address: users.address,
            building: users.building,
            unit: users.unit,
            plan: subscriptions.plan,
            gateCode: subscriptions.gateCode,
            specialInstructions: subscriptions.specialInstructions,
            visitNote: serviceSchedules.notes,
            community: communityColumns,
            ...doorRecordColumns,
            thanks: pickupActions.thanks,
          })
          .from(serviceSchedules)
          .$dynamic(),
        date,
      ).innerJoin(
        crewAssignments,
        and(
          eq(crewAssignments.communityId, users.communityId),
          eq(crewAssignments.weekday, sql`extract(isodow from ${date}::date)::int`),
          eq(crewAssignments.porterId, porterId),
        ),
      );
      const histories = await doorHistories(
        db,
        rows.map((r) => r.scheduleId),
      );
      return rows.map((r) => ({
        community: r.community,
        communityRequest: null,
        stop: {
          scheduleId: r.scheduleId,
          firstName: r.firstName,
          address: r.address,
          building: r.building,
          unit: r.unit,
          plan: r.plan,
          bagsAllowed: PLANS[r.plan].bagsPerPickup,
          gateCode: r.gateCode,
          specialInstructions: r.specialInstructions,
          visitNote: r.visitNote,
          outcome: r.outcome
            ? outcomeOf({
                ...r,
                outcome: r.outcome,
                occurredAt: r.occurredAt!,
                thanks: r.thanks === true,
              })
            : null,
          noticeHistory: histories.get(r.scheduleId) ?? null,
        },
      }));
    },

    /** Each pickup with its day and that day's porter; unknown ids are left out. */
    async actionTargets(scheduleIds: readonly number[]): Promise<Map<number, ActionTarget>> {
      if (scheduleIds.length === 0) return new Map();
      const rows = await db
        .select({
          scheduleId: serviceSchedules.id,
          serviceDate: serviceSchedules.serviceDate,
          status: serviceSchedules.status,
          porterId: crewAssignments.porterId,
        })
        .from(serviceSchedules)
        .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .leftJoin(
          crewAssignments,
          and(
            eq(crewAssignments.communityId, users.communityId),
            eq(crewAssignments.weekday, isoWeekday),
          ),
        )
        .where(inArray(serviceSchedules.id, [...scheduleIds]));
      return new Map(
        rows.map((r) => [
          r.scheduleId,
          {
            scheduleId: r.scheduleId,
            serviceDate: r.serviceDate,
            cancelled: r.status === 'cancelled',
            porterId: r.porterId,
          },
        ]),
      );
    },

    /** Actions already recorded among `ids`: who sent each and for which pickup. */
    async knownActions(ids: readonly string[]) {
      if (ids.length === 0) return new Map<string, { porterId: number; scheduleId: number }>();
      const rows = await db
        .select({
          id: pickupActions.id,
          porterId: pickupActions.porterId,
          scheduleId: pickupActions.scheduleId,
        })
        .from(pickupActions)
        .where(inArray(pickupActions.id, [...ids]));
      return new Map(rows.map((r) => [r.id, { porterId: r.porterId, scheduleId: r.scheduleId }]));
    },

    /**
     * Records the actions and brings each touched pickup's outcome up to date: the latest action
     * by the time it happened (then by arrival) wins, and a recorded outcome completes the pickup
     * at that time. Run it in a transaction. The pickups are locked first, so two syncs touching
     * one pickup take turns and the second sees the first's actions. Returns the ids this call
     * inserted (an id another request inserted meanwhile is not among them).
     */
    async applyActions(actions: readonly NewAction[]): Promise<Set<string>> {
      const scheduleIds = [...new Set(actions.map((a) => a.scheduleId))].sort((a, b) => a - b);
      await lockPickups(db, scheduleIds);
      const inserted = await db
        .insert(pickupActions)
        .values([...actions])
        .onConflictDoNothing({ target: pickupActions.id })
        .returning({ id: pickupActions.id });
      if (inserted.length > 0) await applyLatestOutcomes(db, scheduleIds);
      return new Set(inserted.map((r) => r.id));
    },

    /**
     * The pickups whose outcome is now a problem recorded by one of `actionIds` (run after
     * `applyActions`, in its transaction): a problem a later action already corrected, or one
     * an earlier batch recorded, is not among them.
     */
    async problemsRecordedBy(actionIds: readonly string[]) {
      if (actionIds.length === 0) return [];
      return db
        .select({
          scheduleId: serviceSchedules.id,
          serviceDate: serviceSchedules.serviceDate,
          userId: subscriptions.userId,
          firstName: users.firstName,
          username: users.username,
          email: users.email,
          reason: pickupActions.reason,
        })
        .from(serviceSchedules)
        .innerJoin(pickupActions, eq(pickupActions.id, serviceSchedules.outcomeActionId))
        .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(
          and(
            inArray(serviceSchedules.outcomeActionId, [...actionIds]),
            eq(serviceSchedules.outcome, 'problem'),
          ),
        );
    },

    /**
     * Whether the photo is on a door of this porter's route: an action on a pickup in a
     * community assigned to them on that pickup's weekday.
     */
    async photoOnPortersRoute(photoId: string, porterId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: pickupActions.id })
        .from(pickupActions)
        .innerJoin(serviceSchedules, eq(serviceSchedules.id, pickupActions.scheduleId))
        .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .innerJoin(
          crewAssignments,
          and(
            eq(crewAssignments.communityId, users.communityId),
            eq(crewAssignments.weekday, isoWeekday),
          ),
        )
        .where(and(eq(pickupActions.photoId, photoId), eq(crewAssignments.porterId, porterId)))
        .limit(1);
      return Boolean(row);
    },

    /** Whether the photo shows what the crew recorded at this customer's door. */
    async photoAtCustomersDoor(photoId: string, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: pickupActions.id })
        .from(pickupActions)
        .innerJoin(serviceSchedules, eq(serviceSchedules.outcomeActionId, pickupActions.id))
        .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
        .where(and(eq(pickupActions.photoId, photoId), eq(subscriptions.userId, userId)))
        .limit(1);
      return Boolean(row);
    },
  };
}

function outcomeOf(r: {
  outcome: DoorOutcome['outcome'];
  reason: DoorOutcome['reason'];
  bagCount: number | null;
  note: string | null;
  photoId: string | null;
  occurredAt: Date;
  thanks: boolean;
}): DoorOutcome {
  return {
    outcome: r.outcome,
    reason: r.reason,
    bagCount: r.bagCount,
    note: r.note,
    photoId: r.photoId,
    occurredAt: r.occurredAt.toISOString(),
    thanks: r.thanks,
  };
}
