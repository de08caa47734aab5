import { z } from 'zod';
import { isoDate, recordIdParam } from './fields.ts';
import { HOLD_MESSAGES } from '../holds.ts';
import './zod-config.ts';

/**
 * A hold with dates (docs/decisions/038-dated-holds.md): no pickups from `startsOn` up to the day
 * before `returnsOn`, the day pickups come back. Both are calendar days in America/Chicago. The
 * portal's hold dialog and the API's hold routes check the same object; what needs the clock or
 * the allowance (a start in the past, the days left, other holds) is the server's to say.
 */
export const HoldSchema = z
  .object({
    startsOn: isoDate(HOLD_MESSAGES.pickStart),
    returnsOn: isoDate(HOLD_MESSAGES.pickReturn),
  })
  .refine((hold) => hold.returnsOn > hold.startsOn, {
    message: HOLD_MESSAGES.returnBeforeStart,
    path: ['returnsOn'],
  });
export type HoldDates = z.infer<typeof HoldSchema>;

/** A hold booked for later, as the customer's screens list it. */
export const ScheduledHoldSchema = z.object({
  id: z.number().int(),
  startsOn: z.string(),
  returnsOn: z.string(),
});
export type ScheduledHold = z.infer<typeof ScheduledHoldSchema>;

export const HoldParamsSchema = z.object({
  id: recordIdParam('Subscription not found'),
  holdId: recordIdParam(HOLD_MESSAGES.notFound),
});
