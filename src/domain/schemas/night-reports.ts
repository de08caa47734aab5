import { z } from 'zod';
import { NIGHT_REPORT_TEXT as TEXT } from '../night-reports.ts';
import { isoDate, recordIdParam } from './fields.ts';

// A property-paid community's night as its report shows it (docs/product.md#nightly-reports): the
// job stores it, the office's routes answer it, and the PDF is laid out from it alone.

const door = {
  building: z.string(),
  unit: z.string(),
  /** The resident's full name. */
  resident: z.string(),
};

/** A door the crew recorded, with the instant of its record. */
const RecordedDoorSchema = z.object({ ...door, at: z.string() });

const ProblemDoorSchema = z.object({
  ...door,
  /** Why, in the words the crew app offers. */
  reason: z.string(),
  note: z.string(),
  photoId: z.string(),
  at: z.string(),
});

const TicketSchema = z.object({
  ...door,
  /** What the resident reported, in words. */
  kind: z.string(),
  note: z.string(),
  openedAt: z.string(),
});

/** One night's counts: a report's summary and each night of its trend. */
export const NightCountsSchema = z.object({
  served: z.number().int(),
  nothingOut: z.number().int(),
  problems: z.number().int(),
  missed: z.number().int(),
});
export type NightCounts = z.infer<typeof NightCountsSchema>;

export const NightReportSchema = z.object({
  communityId: z.number().int(),
  communityName: z.string(),
  /** The service date, YYYY-MM-DD in America/Chicago. */
  date: z.string(),
  /** The trash-out window, "HH:MM". */
  windowStart: z.string(),
  windowEnd: z.string(),
  /** When the report was made; its PDF's creation date. */
  madeAt: z.string(),
  counts: NightCountsSchema,
  served: z.array(RecordedDoorSchema),
  nothingOut: z.array(RecordedDoorSchema),
  problems: z.array(ProblemDoorSchema),
  missed: z.array(z.object(door)),
  tickets: z.array(TicketSchema),
  /** The last nights with pickups, oldest first, ending with this one. */
  trend: z.array(NightCountsSchema.extend({ date: z.string() })),
});
export type NightReport = z.infer<typeof NightReportSchema>;

/** One stored night in a community's list. */
export const NightReportSummarySchema = z.object({
  date: z.string(),
  madeAt: z.string(),
  counts: NightCountsSchema,
});
export type NightReportSummary = z.infer<typeof NightReportSummarySchema>;

// Text that is not shaped as a date stops at its first message, so it is read once.
const nightDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: TEXT.dateInvalid, abort: true })
  .pipe(isoDate(TEXT.dateInvalid));

export const NightParamsSchema = z.object({
  id: recordIdParam(TEXT.communityNotFound),
  date: nightDate,
});

/** The manager's night: the community, which the manager scope has checked, and the date. */
export const ManagerNightReportParamsSchema = z.object({
  communityId: z.string(),
  date: nightDate,
});
