import { dateFormatter } from './date-format.ts';
import { PAUSE_DAYS_PER_YEAR } from './pause-allowance.ts';
import { addDays, firstServiceDate, pickupDatesFrom, serviceClock } from './pickup-calendar.ts';
import type { PlanId } from './plans.ts';

/**
 * Holds with dates (docs/decisions/038-dated-holds.md): a customer going away picks the first day
 * without pickups and the day they come back. A hold that starts today is a pause at once; a later
 * one is booked and starts on its day. Every hold's days count against the yearly allowance of
 * src/domain/pause-allowance.ts, in the calendar year the hold starts.
 */

/** How far ahead a hold can be booked. */
export const HOLD_BOOKING_DAYS_AHEAD = 365;

const DAY_MS = 24 * 60 * 60_000;

/** A hold's dates: the first day on hold and the day pickups come back (YYYY-MM-DD). */
export type HoldSpan = { startsOn: string; returnsOn: string };

/** What the customer sees about holds (docs/product.md#holds). */
export const HOLD_MESSAGES = {
  pickStart: 'Choose the first day of your hold',
  pickReturn: 'Choose the day your pickups come back',
  returnBeforeStart: 'The return date must be after the first day of the hold',
  startInPast: 'A hold cannot start in the past. Choose today or a later day.',
  tooFarAhead: 'A hold can be booked up to a year ahead.',
  notFound: 'Hold not found',
  onlyActive: 'Holds can be booked while your subscription is active or on hold.',
  overlaps: (other: HoldSpan) =>
    `These dates overlap your hold ${holdRangeLabel(other)}. Choose other dates or change that hold.`,
  tooLong: (days: number, left: number, year: number) =>
    left === 0
      ? `You have no hold days left in ${year}. Your pickups continue; contact us if you need a longer break.`
      : `That hold is ${days} days, but you have ${left} hold ${left === 1 ? 'day' : 'days'} left in ${year}.`,
  billingNote:
    'Billing pauses with your service: you are not charged while your pickups are on hold, and billing starts again when they come back.',
  endEarlyNote: 'Back early? Resume now at any time, and only the days you used count.',
  noSkippedPickups: 'No pickups fall on these days.',
  scheduledTitle: 'Hold scheduled',
  scheduledText: (hold: HoldSpan) => `Your pickups are on hold ${holdRangeLabel(hold)}.`,
  startedText: (returnsOn: string) =>
    `Your pickups are on hold and billing is paused until ${formatHoldDay(returnsOn)}.`,
  changedTitle: 'Hold changed',
  cancelledTitle: 'Hold cancelled',
  cancelledText: 'Your pickups on those days are back on.',
  failedTitle: 'Failed to book the hold',
  failedDefault: 'Could not book your hold',
  cancelFailedTitle: 'Failed to cancel the hold',
  cancelFailedDefault: 'Could not cancel your hold',
} as const;

const dayLabel = dateFormatter({ month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Dec 20" for a YYYY-MM-DD service date. */
export const formatHoldDay = (date: string) => dayLabel().format(new Date(`${date}T00:00:00Z`));

/** The last day on hold: the day before pickups come back. */
export const lastHoldDay = (hold: HoldSpan) => addDays(hold.returnsOn, -1);

/** "Dec 20 – Jan 3": the first and the last day on hold. */
export const holdRangeLabel = (hold: HoldSpan) =>
  `${formatHoldDay(hold.startsOn)} – ${formatHoldDay(lastHoldDay(hold))}`;

/** Calendar days on hold (the return day is not one of them). */
export const holdDays = (hold: HoldSpan) =>
  Math.round(
    (Date.parse(`${hold.returnsOn}T00:00:00Z`) - Date.parse(`${hold.startsOn}T00:00:00Z`)) / DAY_MS,
  );

export const holdsOverlap = (a: HoldSpan, b: HoldSpan) =>
  a.startsOn < b.returnsOn && b.startsOn < a.returnsOn;

/** The service day (America/Chicago) of `now`: a hold can start on it or later. */
export const serviceToday = (now: Date) => serviceClock(now).date;

/**
 * The instant a service day starts in America/Chicago: a hold that starts today ends there, so
 * the provider resumes billing and the hourly sweep restores the pickups on the return day.
 * Midnight always exists there (the clocks change at 2am), at UTC-5 or UTC-6.
 */
export function serviceDayStart(date: string): Date {
  for (const offsetHours of [5, 6]) {
    const candidate = new Date(`${date}T${String(offsetHours).padStart(2, '0')}:00:00Z`);
    const clock = serviceClock(candidate);
    if (clock.date === date && clock.hour === 0) return candidate;
  }
  throw new RangeError(`no midnight on ${date}`);
}

/**
 * The pickups a hold skips: the plan's days (holidays excluded) from the first day that can still
 * be served up to the day before the return.
 */
export function skippedPickups(plan: PlanId, hold: HoldSpan, now: Date): string[] {
  const first = firstServiceDate(now);
  const from = hold.startsOn > first ? hold.startsOn : first;
  const span = holdDays({ startsOn: from, returnsOn: hold.returnsOn });
  return span > 0 ? pickupDatesFrom(plan, from, span) : [];
}

/** What counts against the allowance: days used or on hold now this year, and booked holds. */
export type HoldBook = {
  year: number;
  usedThisYear: number;
  holds: readonly (HoldSpan & { id: number })[];
};

/**
 * Hold days left in `year` for a hold being booked, not counting the booked hold `exceptId` (the
 * one being changed). A hold counts in the year it starts.
 */
export function holdDaysLeft(book: HoldBook, year: number, exceptId?: number): number {
  const used = year === book.year ? book.usedThisYear : 0;
  const booked = book.holds
    .filter((h) => h.id !== exceptId && Number(h.startsOn.slice(0, 4)) === year)
    .reduce((sum, h) => sum + holdDays(h), 0);
  return Math.max(0, PAUSE_DAYS_PER_YEAR - used - booked);
}

/**
 * The days left for a hold starting on `startsOn`, from what the customer's screens know: this
 * year's days left (after the booked holds) and the booked holds themselves.
 */
export function holdDaysLeftFor(
  subscription: { pauseDaysLeft: number; holds: readonly (HoldSpan & { id: number })[] },
  startsOn: string,
  now: Date,
  exceptId?: number,
): number {
  const year = Number(serviceToday(now).slice(0, 4));
  const bookedThisYear = subscription.holds
    .filter((h) => Number(h.startsOn.slice(0, 4)) === year)
    .reduce((sum, h) => sum + holdDays(h), 0);
  const usedThisYear = PAUSE_DAYS_PER_YEAR - subscription.pauseDaysLeft - bookedThisYear;
  return holdDaysLeft(
    { year, usedThisYear, holds: subscription.holds },
    Number(startsOn.slice(0, 4)),
    exceptId,
  );
}
