import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { SERVICE_TIME_ZONE } from '../../../domain/pickup-calendar.ts';
import type { PickupOutcome, ProblemReason } from '../../../domain/schemas/crew.ts';
import type { NightReport, NightReportSummary } from '../../../domain/schemas/night-reports.ts';
import type { ServiceStatus } from '../../../domain/schemas/service-schedule.ts';
import type { Database } from '../../db/client.ts';
import {
  communities,
  nightReports,
  pickupActions,
  propertyContracts,
  serviceSchedules,
  subscriptions,
  tickets,
  users,
} from '../../db/schema.ts';
import { dayStops, doorRecordColumns } from '../schedules/schedules-module.ts';

// The night reports' SQL (docs/product.md#nightly-reports): what a report is made from, read
// from stored rows only, and the night_reports table this module alone writes.

/** An instant as the same ISO text on PGlite and PostgreSQL. */
const isoText = (instant: ReturnType<typeof sql>) =>
  sql<string>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** When `date`'s trash-out window closes, as an instant. */
const windowClose = (date: ReturnType<typeof sql> | string) =>
  sql`((${date})::date + ${propertyContracts.windowEnd}::time) at time zone ${SERVICE_TIME_ZONE}`;

export type CommunityForReport = {
  id: number;
  name: string;
  billing: 'resident' | 'property';
  contract: {
    windowStart: string;
    windowEnd: string;
    reportEmails: string[];
  } | null;
};

export type NightStop = {
  scheduleId: number;
  status: ServiceStatus;
  completedAt: Date | null;
  building: string;
  unit: string;
  firstName: string;
  lastName: string;
  outcome: PickupOutcome | null;
  reason: ProblemReason | null;
  note: string | null;
  photoId: string | null;
  occurredAt: Date | null;
};

export type TrendRow = {
  date: string;
  served: number;
  nothingOut: number;
  problems: number;
  missed: number;
};

export function createNightReportRepository(db: Database) {
  return {
    async community(communityId: number): Promise<CommunityForReport | undefined> {
      const [row] = await db
        .select({
          id: communities.id,
          name: communities.name,
          billing: communities.billing,
          windowStart: propertyContracts.windowStart,
          windowEnd: propertyContracts.windowEnd,
          reportEmails: propertyContracts.reportEmails,
        })
        .from(communities)
        .leftJoin(propertyContracts, eq(propertyContracts.communityId, communities.id))
        .where(eq(communities.id, communityId));
      if (!row) return undefined;
      const { windowStart, windowEnd, reportEmails, ...community } = row;
      return {
        ...community,
        contract:
          windowStart && windowEnd
            ? { windowStart, windowEnd, reportEmails: reportEmails ?? [] }
            : null,
      };
    },

    /** The instant `date`'s window closes under the community's contract. */
    async closesAt(communityId: number, date: string): Promise<Date> {
      const [row] = await db
        .select({ at: isoText(windowClose(date)) })
        .from(propertyContracts)
        .where(eq(propertyContracts.communityId, communityId));
      return new Date(row!.at);
    },

    /** The night's doors in the community, each with the crew's latest record. */
    stops(communityId: number, date: string): Promise<NightStop[]> {
      const query = db
        .select({
          scheduleId: serviceSchedules.id,
          status: serviceSchedules.status,
          completedAt: serviceSchedules.completedAt,
          building: users.building,
          unit: users.unit,
          firstName: users.firstName,
          lastName: users.lastName,
          ...doorRecordColumns,
        })
        .from(serviceSchedules)
        .$dynamic();
      return dayStops(query, date, eq(users.communityId, communityId));
    },

    /**
     * The latest record at each of these doors made by `at`, for doors whose latest record came
     * later: a record after the window closed does not count for the night.
     */
    async recordsBy(scheduleIds: number[], at: Date) {
      if (scheduleIds.length === 0) return [];
      return db
        .selectDistinctOn([pickupActions.scheduleId], {
          scheduleId: pickupActions.scheduleId,
          outcome: pickupActions.outcome,
          reason: pickupActions.reason,
          note: pickupActions.note,
          photoId: pickupActions.photoId,
          occurredAt: pickupActions.occurredAt,
        })
        .from(pickupActions)
        .where(
          and(inArray(pickupActions.scheduleId, scheduleIds), lte(pickupActions.occurredAt, at)),
        )
        .orderBy(pickupActions.scheduleId, desc(pickupActions.occurredAt), desc(pickupActions.seq));
    },

    /** Residents' tickets on these pickups. */
    async tickets(scheduleIds: number[]) {
      if (scheduleIds.length === 0) return [];
      return db
        .select({
          building: users.building,
          unit: users.unit,
          firstName: users.firstName,
          lastName: users.lastName,
          kind: tickets.kind,
          note: tickets.note,
          createdAt: tickets.createdAt,
        })
        .from(tickets)
        .innerJoin(users, eq(users.id, tickets.userId))
        .where(inArray(tickets.scheduleId, scheduleIds))
        .orderBy(asc(tickets.createdAt), asc(tickets.id));
    },

    /**
     * The counts of the community's nights with pickups from `from` to `to`, newest first. Each
     * door counts by the crew's latest record if it was made by its night's close, as the night's
     * own report counts it; otherwise, or when marked missed, it is missed.
     */
    async trend(
      communityId: number,
      from: string,
      to: string,
      nights: number,
    ): Promise<TrendRow[]> {
      const onTime = sql`${serviceSchedules.status} <> 'missed' and ${pickupActions.occurredAt} <= ${windowClose(sql`${serviceSchedules.serviceDate}`)}`;
      const counted = (outcome: string) =>
        sql<number>`(count(*) filter (where ${onTime} and ${pickupActions.outcome} = ${outcome}))::int`;
      const servedByOffice = sql`${serviceSchedules.status} = 'completed' and ${pickupActions.id} is null`;
      return db
        .select({
          date: serviceSchedules.serviceDate,
          served: sql<number>`(count(*) filter (where (${onTime} and ${pickupActions.outcome} = 'collected') or (${servedByOffice})))::int`,
          nothingOut: counted('nothing_out'),
          problems: counted('problem'),
          missed: sql<number>`(count(*) filter (where not coalesce(${onTime}, false) and not (${servedByOffice})))::int`,
        })
        .from(serviceSchedules)
        .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .innerJoin(propertyContracts, eq(propertyContracts.communityId, users.communityId))
        .leftJoin(pickupActions, eq(pickupActions.id, serviceSchedules.outcomeActionId))
        .where(
          and(
            eq(users.communityId, communityId),
            gte(serviceSchedules.serviceDate, from),
            lte(serviceSchedules.serviceDate, to),
            ne(serviceSchedules.status, 'cancelled'),
          ),
        )
        .groupBy(serviceSchedules.serviceDate)
        .orderBy(desc(serviceSchedules.serviceDate))
        .limit(nights);
    },

    /** Keeps the night's report unless one is already kept; answers whether this one was. */
    async insert(report: NightReport): Promise<boolean> {
      const rows = await db
        .insert(nightReports)
        .values({
          communityId: report.communityId,
          serviceDate: report.date,
          madeAt: new Date(report.madeAt),
          report,
        })
        .onConflictDoNothing()
        .returning({ id: nightReports.id });
      return rows.length > 0;
    },

    async find(communityId: number, date: string): Promise<NightReport | undefined> {
      const [row] = await db
        .select({ report: nightReports.report })
        .from(nightReports)
        .where(and(eq(nightReports.communityId, communityId), eq(nightReports.serviceDate, date)));
      return row?.report;
    },

    async list(communityId: number): Promise<NightReportSummary[]> {
      const rows = await db
        .select({
          date: nightReports.serviceDate,
          madeAt: nightReports.madeAt,
          counts: sql<NightReport['counts']>`${nightReports.report}->'counts'`,
        })
        .from(nightReports)
        .where(eq(nightReports.communityId, communityId))
        .orderBy(desc(nightReports.serviceDate));
      return rows.map((row) => ({ ...row, madeAt: row.madeAt.toISOString() }));
    },

    /**
     * The property-paid communities serving `date` whose window has closed by `now` and whose
     * night has not been mailed yet.
     */
    async due(date: string, weekday: number, now: Date): Promise<number[]> {
      const rows = await db
        .select({ id: communities.id })
        .from(communities)
        .innerJoin(propertyContracts, eq(propertyContracts.communityId, communities.id))
        .leftJoin(
          nightReports,
          and(eq(nightReports.communityId, communities.id), eq(nightReports.serviceDate, date)),
        )
        .where(
          and(
            eq(communities.billing, 'property'),
            sql`${weekday} = any(${propertyContracts.serviceDays})`,
            sql`${now.toISOString()}::timestamptz >= ${windowClose(date)}`,
            isNull(nightReports.mailedAt),
          ),
        )
        .orderBy(communities.id);
      return rows.map((row) => row.id);
    },

    /**
     * Takes the night's unmailed report for this transaction, skipping it when another server
     * has it: the one that gets it mails it.
     */
    async claimUnmailed(communityId: number, date: string): Promise<NightReport | undefined> {
      const [row] = await db
        .select({ report: nightReports.report })
        .from(nightReports)
        .where(
          and(
            eq(nightReports.communityId, communityId),
            eq(nightReports.serviceDate, date),
            isNull(nightReports.mailedAt),
          ),
        )
        .for('update', { skipLocked: true });
      return row?.report;
    },

    async markMailed(communityId: number, date: string): Promise<void> {
      await db
        .update(nightReports)
        .set({ mailedAt: sql`now()` })
        .where(and(eq(nightReports.communityId, communityId), eq(nightReports.serviceDate, date)));
    },
  };
}
