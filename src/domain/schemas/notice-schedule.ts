import { z } from 'zod';
import { isSaneYear, YEAR_RANGE_MESSAGE } from './fields.ts';
import './zod-config.ts';

// The development-only control that runs the notification scheduler as if at a chosen time
// (docs/decisions/041-notifications.md): journeys in a browser cannot wait for an evening.

export const NoticeRunRequestSchema = z.object({
  // A run works out days around `at` and stores them: a year the database cannot hold would fail.
  at: z.iso
    .datetime({ offset: true, error: 'Give the time as an ISO date and time' })
    .refine((at) => isSaneYear(new Date(at).getUTCFullYear()), YEAR_RANGE_MESSAGE),
});

const KindRunSchema = z.object({
  /** Each event found due, by its key ("pickup_reminder:schedule:12"). */
  due: z.array(z.string()),
  queued: z.object({ email: z.number().int(), sms: z.number().int() }),
});

export const NoticeRunSchema = z.object({
  reminders: KindRunSchema,
  holidayNotices: KindRunSchema,
});
export type NoticeRunReply = z.infer<typeof NoticeRunSchema>;
