import { Readable } from 'node:stream';
import { crlfRecords, csvHeader, csvRecord, type CsvColumn } from '../../../domain/csv.ts';
import { formatShortServiceDate, serviceClock } from '../../../domain/pickup-calendar.ts';
import {
  CANCEL_NOTES_PER_MONTH,
  type CancellationMonth,
  type RouteSheet,
  type AdminSchedulesQuery,
  type ScheduleServiceSchema,
} from '../../../domain/schemas/admin.ts';
import type { ServiceStatus } from '../../../domain/schemas/service-schedule.ts';
import type { z } from 'zod';
import type { CopyOut, Database } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { insertManualPickup, setPickupStatus } from '../schedules/schedules-module.ts';
import { copySchedulesCsv, exportSchedules } from './admin-exports.ts';
import { cancellationCounts, cancellationNotes } from './admin-reports.ts';
import { findSchedule } from './pickup-list.ts';
import { routeStops } from './route-sheet.ts';
import { subscriptionCustomer } from './subscription-list.ts';
import { SCHEDULE_CSV_COLUMNS } from './csv-columns.ts';
import { groupRouteStops } from '../../../domain/route-order.ts';

/** Why staff's schedule changes are refused (the office's own words are ADMIN_TEXT). */
export const SCHEDULE_ERRORS = {
  scheduleNotFound: 'Service schedule not found',
  subscriptionNotFound: 'Subscription not found',
  pastDate: 'Service date cannot be in the past',
  duplicate: (customer: string, date: string) =>
    `${customer} already has a service on ${formatShortServiceDate(date)}.`,
} as const;

/**
 * A CSV download: a UTF-8 BOM (for spreadsheets), the header, then each chunk of the records as
 * `write` makes it. The first chunk is read before anything is sent, so a query that fails is an
 * error reply rather than a 200 whose connection is cut after the header.
 */
async function csvBody<T>(
  header: string,
  chunks: AsyncIterable<T>,
  write: (chunk: T) => string | Uint8Array,
): Promise<Readable> {
  const iterator = chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* body() {
    yield `\uFEFF${header}`;
    for (let next = first; !next.done; next = await iterator.next()) yield write(next.value);
  }
  // One chunk waits at most: the response pulls the next when the client has read it.
  const stream = Readable.from(body(), { highWaterMark: 1 });
  // However the download ends, even before its body started, the source lets go of its connection.
  stream.once('close', () => void iterator.return?.());
  return stream;
}

/** What the office's functions work with, made once in admin-module.ts. */
export type AdminDeps = {
  db: Database;
  /** PostgreSQL's COPY, where the database has one (not the embedded one). */
  copyOut?: CopyOut | undefined;
};

/** A download of rows read in batches, each formatted by src/domain/csv.ts. */
export const csvStream = <T>(columns: readonly CsvColumn<T>[], batches: AsyncIterable<T[]>) =>
  csvBody(csvHeader(columns), batches, (batch) =>
    batch.map((row) => csvRecord(columns, row)).join(''),
  );

/**
 * The schedules export: on PostgreSQL written by COPY, its records given CRLF ends; on the
 * embedded database formatted here (docs/decisions/040-admin-search-and-export-at-scale.md).
 */
export function schedulesCsv(deps: AdminDeps, q: AdminSchedulesQuery): Promise<Readable> {
  const copied = copySchedulesCsv(deps.db, deps.copyOut, q);
  return copied
    ? csvBody(csvHeader(SCHEDULE_CSV_COLUMNS), copied, crlfRecords())
    : csvStream(SCHEDULE_CSV_COLUMNS, exportSchedules(deps.db, q));
}

export async function scheduleService(
  { db }: AdminDeps,
  input: z.output<typeof ScheduleServiceSchema>,
  now = new Date(),
) {
  if (input.serviceDate < serviceClock(now).date) {
    throw badRequest(SCHEDULE_ERRORS.pastDate, { serviceDate: [SCHEDULE_ERRORS.pastDate] });
  }
  const customer = await subscriptionCustomer(db, input.subscriptionId);
  if (customer === undefined) {
    throw badRequest(SCHEDULE_ERRORS.subscriptionNotFound, {
      subscriptionId: [SCHEDULE_ERRORS.subscriptionNotFound],
    });
  }
  const id = await insertManualPickup(db, {
    subscriptionId: input.subscriptionId,
    serviceDate: input.serviceDate,
    status: input.status,
    notes: input.notes || null,
  });
  if (id === undefined) {
    const message = SCHEDULE_ERRORS.duplicate(customer, input.serviceDate);
    throw conflict(message, { serviceDate: [message] });
  }
  return (await findSchedule(db, id))!;
}

export async function setScheduleStatus({ db }: AdminDeps, id: number, status: ServiceStatus) {
  if (!(await setPickupStatus(db, id, status))) {
    throw notFound(SCHEDULE_ERRORS.scheduleNotFound);
  }
  return (await findSchedule(db, id))!;
}

/** The office's count of cancellations by month and reason, with the customers' words. */
export async function cancellationReport(
  { db }: AdminDeps,
  now = new Date(),
): Promise<CancellationMonth[]> {
  const [counts, notes] = await Promise.all([
    cancellationCounts(db, now),
    cancellationNotes(db, now, CANCEL_NOTES_PER_MONTH),
  ]);
  const months = new Map<string, CancellationMonth>();
  for (const { month, reason, count } of counts) {
    const entry = months.get(month) ?? { month, total: 0, reasons: [], notes: [] };
    entry.total += count;
    entry.reasons.push({ reason, count });
    months.set(month, entry);
  }
  for (const { month, ...note } of notes) months.get(month)?.notes.push(note);
  return [...months.values()];
}

export async function routeSheet({ db }: AdminDeps, date: string): Promise<RouteSheet> {
  const stops = await routeStops(db, date);
  return { date, total: stops.length, groups: groupRouteStops(stops) };
}
