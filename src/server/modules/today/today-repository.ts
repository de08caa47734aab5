import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fullName } from '../../../domain/person-name.ts';
import type { TodayDoor, TodayProblem } from '../../../domain/schemas/today.ts';
import type { Database } from '../../db/client.ts';
import {
  communities,
  crewAssignments,
  pickupActions,
  serviceSchedules,
  subscriptions,
  users,
} from '../../db/schema.ts';

/** One community's counts of a day; `communityId` null for doors outside a listed community. */
export type CountRow = {
  communityId: number | null;
  stops: number;
  done: number;
  problems: number;
};

/** A door of the day and the community it is in. */
export type PlacedDoor<D> = { communityId: number | null; door: D };

const porters = alias(users, 'porters');

const nameColumns = (table: typeof users | typeof porters) => ({
  firstName: table.firstName,
  lastName: table.lastName,
  username: table.username,
});

const dayPickups = (date: string) =>
  and(eq(serviceSchedules.serviceDate, date), ne(serviceSchedules.status, 'cancelled'));

/**
 * The Today board's reads (docs/product.md#today-board). Every query starts from one day's
 * pickups through `service_schedules_board_idx`, so the board costs the same on a database of
 * any age (docs/decisions/035-today-board-live.md).
 */
export function createTodayRepository(db: Database) {
  return {
    async counts(date: string): Promise<CountRow[]> {
      return db
        .select({
          communityId: users.communityId,
          stops: sql<number>`count(*)::int`,
          done: sql<number>`(count(*) filter (where ${serviceSchedules.status} = 'completed'))::int`,
          problems: sql<number>`(count(*) filter (where ${serviceSchedules.outcome} = 'problem'))::int`,
        })
        .from(serviceSchedules)
        .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(dayPickups(date))
        .groupBy(users.communityId);
    },

    /** The communities' names and the porters assigned to each on `weekday`. */
    async communities(ids: readonly number[], weekday: number) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: communities.id,
          name: communities.name,
          porterFirst: porters.firstName,
          porterLast: porters.lastName,
          porterUsername: porters.username,
        })
        .from(communities)
        .leftJoin(
          crewAssignments,
          and(
            eq(crewAssignments.communityId, communities.id),
            eq(crewAssignments.weekday, weekday),
          ),
        )
        .leftJoin(porters, eq(porters.id, crewAssignments.porterId))
        .where(inArray(communities.id, [...ids]));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        porter:
          r.porterUsername === null
            ? null
            : fullName({
                firstName: r.porterFirst ?? '',
                lastName: r.porterLast ?? '',
                username: r.porterUsername,
              }),
      }));
    },

    /** The day's doors whose latest crew record is a problem, with what the porter recorded. */
    async problems(date: string): Promise<PlacedDoor<TodayProblem>[]> {
      const rows = await db
        .select({
          communityId: users.communityId,
          scheduleId: serviceSchedules.id,
          building: users.building,
          unit: users.unit,
          address: users.address,
          resident: nameColumns(users),
          porter: nameColumns(porters),
          outcome: pickupActions.outcome,
          reason: pickupActions.reason,
          bagCount: pickupActions.bagCount,
          note: pickupActions.note,
          photoId: pickupActions.photoId,
          occurredAt: pickupActions.occurredAt,
        })
        .from(serviceSchedules)
        .innerJoin(pickupActions, eq(pickupActions.id, serviceSchedules.outcomeActionId))
        .innerJoin(porters, eq(porters.id, pickupActions.porterId))
        .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(and(dayPickups(date), eq(serviceSchedules.outcome, 'problem')))
        .orderBy(asc(pickupActions.occurredAt));
      return rows.map(({ communityId, resident, porter, occurredAt, ...door }) => ({
        communityId,
        door: {
          ...door,
          resident: fullName(resident),
          porter: fullName(porter),
          occurredAt: occurredAt.toISOString(),
        },
      }));
    },

    /**
     * The day's doors neither recorded by the crew nor marked by the office, at most `perCommunity`
     * of each community: the first by building and unit, with shorter labels first so that "9"
     * comes before "10" (the caller sorts them exactly as people number them).
     */
    async openDoors(date: string, perCommunity: number): Promise<PlacedDoor<TodayDoor>[]> {
      const ranked = db
        .select({
          communityId: users.communityId,
          scheduleId: sql<number>`${serviceSchedules.id}`.as('schedule_id'),
          building: users.building,
          unit: users.unit,
          address: users.address,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
          rank: sql<number>`row_number() over (partition by ${users.communityId} order by length(${users.building}), ${users.building}, length(${users.unit}), ${users.unit}, ${serviceSchedules.id})`.as(
            'rank',
          ),
        })
        .from(serviceSchedules)
        .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(
          and(
            eq(serviceSchedules.serviceDate, date),
            inArray(serviceSchedules.status, ['scheduled', 'missed']),
          ),
        )
        .as('ranked');
      const rows = await db.select().from(ranked).where(lte(ranked.rank, perCommunity));
      return rows.map((r) => ({
        communityId: r.communityId,
        door: {
          scheduleId: r.scheduleId,
          building: r.building,
          unit: r.unit,
          address: r.address,
          resident: fullName(r),
        },
      }));
    },
  };
}
