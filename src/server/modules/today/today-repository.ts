import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fullName } from '../../../domain/person-name.ts';
import type { TodayDoor, TodayProblem } from '../../../domain/schemas/today.ts';
import type { Database } from '../../db/client.ts';
import {
  communities,
  crewAssignments,
  pickupActions,
  serviceSchedules,
  users,
} from '../../db/schema.ts';
import { dayStops, doorRecordColumns } from '../schedules/schedules-module.ts';

/**
 * One community's counts of a day, and its doors still open when asked; `communityId` null for
 * doors outside a listed community.
 */
export type CountRow = {
  communityId: number | null;
  stops: number;
  done: number;
  problems: number;
  missed: TodayDoor[];
};

/** A door still open as the count query lists it: id, building, unit, address, and names. */
type OpenDoorTuple = [number, string, string, string, string, string, string];

const openDoors = (tuples: OpenDoorTuple[] | null): TodayDoor[] =>
  (tuples ?? []).map(([scheduleId, building, unit, address, firstName, lastName, username]) => ({
    scheduleId,
    building,
    unit,
    address,
    resident: fullName({ firstName, lastName, username }),
  }));

/** A door of the day and the community it is in. */
export type PlacedDoor<D> = { communityId: number | null; door: D };

const porters = alias(users, 'porters');

const nameColumns = (table: typeof users | typeof porters) => ({
  firstName: table.firstName,
  lastName: table.lastName,
  username: table.username,
});

/**
 * The Today board's reads (docs/product.md#today-board). Every query starts from one day's
 * pickups through the board's indexes (schema.ts), so the board costs the same on a database of
 * any age (docs/decisions/035-today-board-live.md).
 */
export function createTodayRepository(db: Database) {
  return {
    /**
     * Each community's counts of the day in one pass over its pickups and, when `missedUpTo` is
     * given (after the window), its first doors still open: by building and unit, shorter labels
     * first so that "9" comes before "10", compared byte by byte, which sorts thousands of doors
     * in a blink where the database's language rules would take most of the board's time (the
     * caller sorts the few it gets exactly as people number them).
     */
    async counts(date: string, missedUpTo: number): Promise<CountRow[]> {
      const open = sql`${serviceSchedules.status} in ('scheduled', 'missed')`;
      const rows = await dayStops(
        db
          .select({
            communityId: users.communityId,
            stops: sql<number>`count(*)::int`,
            done: sql<number>`(count(*) filter (where ${serviceSchedules.status} = 'completed'))::int`,
            problems: sql<number>`(count(*) filter (where ${serviceSchedules.outcome} = 'problem'))::int`,
            missed: sql<OpenDoorTuple[] | string | null>`to_json((array_agg(json_build_array(
              ${serviceSchedules.id}, ${users.building}, ${users.unit}, ${users.address},
              ${users.firstName}, ${users.lastName}, ${users.username})
            order by length(${users.building}), ${users.building} collate "C",
              length(${users.unit}), ${users.unit} collate "C", ${serviceSchedules.id})
            filter (where ${missedUpTo > 0} and ${open}))[1:${sql.raw(String(Math.trunc(missedUpTo)))}])`,
          })
          .from(serviceSchedules)
          .$dynamic(),
        date,
      ).groupBy(users.communityId);
      return rows.map(({ missed, ...counts }) => ({
        ...counts,
        missed: openDoors(typeof missed === 'string' ? JSON.parse(missed) : missed),
      }));
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
      const rows = await dayStops(
        db
          .select({
            communityId: users.communityId,
            scheduleId: serviceSchedules.id,
            building: users.building,
            unit: users.unit,
            address: users.address,
            resident: nameColumns(users),
            porter: nameColumns(porters),
            ...doorRecordColumns,
          })
          .from(serviceSchedules)
          .$dynamic(),
        date,
        eq(serviceSchedules.outcome, 'problem'),
      )
        .innerJoin(porters, eq(porters.id, pickupActions.porterId))
        .orderBy(asc(pickupActions.occurredAt));
      // Joined to its porter, every door here has the crew's record.
      return rows.map(({ communityId, resident, porter, occurredAt, ...door }) => ({
        communityId,
        door: {
          ...door,
          outcome: door.outcome!,
          resident: fullName(resident),
          porter: fullName(porter),
          occurredAt: occurredAt!.toISOString(),
        },
      }));
    },
  };
}
