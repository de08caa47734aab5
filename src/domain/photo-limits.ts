import { REPORT_WINDOW_HOURS } from './schemas/tickets.ts';

// How much each account may send as photos (docs/product.md#photos), in one place for the server,
// the clients and the tests. Residents send a photo with a problem report, a few a week at most;
// a porter may photograph every stop of a route, hundreds a day. Each limit counts the last 24
// hours; a photo sent again under its id (a phone's retry) counts once.

const MB = 1024 * 1024;

export type PhotoAllowance = {
  /** Photos in 24 hours. */
  perDay: number;
  /** Bytes kept in 24 hours (as stored, without metadata). */
  bytesPerDay: number;
  /** Photos sent and not yet on a report or a door's record: the tries for one report. */
  waiting: number;
  /** Photos in one minute (before RATE_LIMIT_MULTIPLIER, like every rate limit). */
  perMinute: number;
};

export const PHOTO_ALLOWANCES = {
  customer: { perDay: 20, bytesPerDay: 50 * MB, waiting: 5, perMinute: 10 },
  porter: { perDay: 1000, bytesPerDay: 1024 * MB, waiting: 300, perMinute: 120 },
} as const satisfies Record<'customer' | 'porter', PhotoAllowance>;

/** A photo on no report and no door's record is deleted this long after it was sent. */
export const UNATTACHED_PHOTO_HOURS = 24;

const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;

export const PHOTO_LIMIT_MESSAGES = {
  /** A resident with no pickup to report on: photos are only for problem reports. */
  nothingToReport: `Photos are sent with a problem report on one of your pickups of the last ${REPORT_WINDOW_HOURS} hours. You have none to report right now.`,
  perDay: (count: number) =>
    `You have sent ${count} photos today, the most we take in a day. Please try again tomorrow.`,
  bytesPerDay: (bytes: number) =>
    `Your photos today add up to ${megabytes(bytes)}, the most we take in a day. Please try again tomorrow.`,
  waiting: (count: number) =>
    `You have already sent ${count} photos that are not on a report. Send your report without a new photo, or try again tomorrow.`,
  perMinute: 'You are sending photos very quickly. Please wait a minute and try again.',
} as const;
