import { Readable } from 'node:stream';
import { csvHeader, csvRecord, type CsvColumn } from '../../../domain/csv.ts';
import { formatShortServiceDate, serviceClock } from '../../../domain/pickup-calendar.ts';
import {
  CANCEL_NOTES_PER_MONTH,
  type CancellationMonth,
  type RouteSheet,
  type ScheduleServiceSchema,
} from '../../../domain/schemas/admin.ts';
import type { ServiceStatus } from '../../../domain/schemas/service-schedule.ts';
import type { z } from 'zod';
import type { Database, StreamRows } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { createAdminRepository } from './admin-repository.ts';
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
 * A CSV download streamed batch by batch: a UTF-8 BOM (for spreadsheets), the header, the rows.
 * The first batch is read before anything is sent, so a query that fails is an error reply
 * rather than a 200 whose connection is cut after the header.
 */
async function csvStream<T>(
  columns: readonly CsvColumn<T>[],
  batches: AsyncIterable<T[]>,
): Promise<Readable> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  const format = (batch: T[]) => batch.map((row) => csvRecord(columns, row)).join('');
  async function* lines() {
    yield `\uFEFF${csvHeader(columns)}`;
    for (let next = first; !next.done; next = await iterator.next()) yield format(next.value);
  }
  // One formatted batch waits at most: the response pulls the next when the client has read it.
  return Readable.from(lines(), { highWaterMark: 1 });
}

export function createAdminService(db: Database, streamRows?: StreamRows) {
  const repo = createAdminRepository(db, streamRows);
  return {
    repo,
    csvStream,

    async scheduleService(input: z.output<typeof ScheduleServiceSchema>, now = new Date()) {
      if (input.serviceDate < serviceClock(now).date) {
        throw badRequest(SCHEDULE_ERRORS.pastDate, { serviceDate: [SCHEDULE_ERRORS.pastDate] });
      }
      const customer = await repo.subscriptionCustomer(input.subscriptionId);
      if (customer === undefined) {
        throw badRequest(SCHEDULE_ERRORS.subscriptionNotFound, {
          subscriptionId: [SCHEDULE_ERRORS.subscriptionNotFound],
        });
      }
      const id = await repo.insertSchedule({
        subscriptionId: input.subscriptionId,
        serviceDate: input.serviceDate,
        status: input.status,
        notes: input.notes || null,
      });
      if (id === undefined) {
        const message = SCHEDULE_ERRORS.duplicate(customer, input.serviceDate);
        throw conflict(message, { serviceDate: [message] });
      }
      return (await repo.findSchedule(id))!;
    },

    async setStatus(id: number, status: ServiceStatus) {
      if (!(await repo.setScheduleStatus(id, status))) {
        throw notFound(SCHEDULE_ERRORS.scheduleNotFound);
      }
      return (await repo.findSchedule(id))!;
    },

    /** The office's count of cancellations by month and reason, with the customers' words. */
    async cancellations(now = new Date()): Promise<CancellationMonth[]> {
      const [counts, notes] = await Promise.all([
        repo.cancellationCounts(now),
        repo.cancellationNotes(now, CANCEL_NOTES_PER_MONTH),
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
    },

    async routeSheet(date: string): Promise<RouteSheet> {
      const stops = await repo.routeStops(date);
      return { date, total: stops.length, groups: groupRouteStops(stops) };
    },
  };
}
