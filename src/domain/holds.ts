import { dateFormatter } from './date-format.ts';
import { addDays, firstServiceDate, pickupDatesFrom, serviceClock } from './pickup-calendar.ts';
import type { PlanId } from './plans.ts';

// The one file of hold rules: the yearly allowance, then holds with dates.

/**
 * Service can pause for up to 30 days a year (docs/decisions/019-pause-allowance.md). The
 * allowance is counted per calendar year in America/Chicago. A pause is a hold with a return date
 * (docs/decisions/038-dated-holds.md, which supersedes 019's open-ended pause): it ends by itself
 * on that day, and never later than when the allowance runs out.
 */
export const PAUSE_DAYS_PER_YEAR = 30;

const DAY_MS = 24 * 60 * 60_000;

export type PauseState = {
  pausedAt: Date | null;
  /** The year pauseDaysUsed counts; a new year starts from zero. */
  pauseYear: number | null;
  pauseDaysUsed: number;
};

const serviceYear = (now: Date) => Number(serviceClock(now).date.slice(0, 4));

/** Whole days a pause has lasted; any part of a day counts as a day. */
export const pausedDays = (pausedAt: Date, now: Date) =>
  Math.max(1, Math.ceil((now.getTime() - pausedAt.getTime()) / DAY_MS));

/**
 * The days a pause counts when it ends at `now`: never past its own end, so a sweep that resumes
 * it an hour late does not charge a day more.
 */
const countedDays = (pausedAt: Date, endsAt: Date | null, now: Date) =>
  pausedDays(pausedAt, endsAt && endsAt < now ? endsAt : now);

/** Days of pause left this year, not counting a pause in progress. */
export function pauseDaysLeft(state: PauseState, now: Date): number {
  const used = state.pauseYear === serviceYear(now) ? state.pauseDaysUsed : 0;
  return Math.max(0, PAUSE_DAYS_PER_YEAR - used);
}

/**
 * Days of this year's allowance used or taken by the pause in progress (at its planned length),
 * before any hold booked for later.
 */
export function pauseDaysTaken(
  state: PauseState & { status: string; pauseEndsAt: Date | null },
  now: Date,
): number {
  const year = serviceYear(now);
  const used = state.pauseYear === year ? state.pauseDaysUsed : 0;
  const current =
    state.status === 'paused' && state.pausedAt && state.pauseEndsAt && state.pauseYear === year
      ? pausedDays(state.pausedAt, state.pauseEndsAt)
      : 0;
  return Math.min(PAUSE_DAYS_PER_YEAR, used + current);
}

/** When a pause starting now ends by itself: when this year's allowance runs out. */
export const pauseEndsAt = (state: PauseState, now: Date) =>
  new Date(now.getTime() + Math.max(pauseDaysLeft(state, now), 1) * DAY_MS);

/** The bookkeeping columns a status change sets, from `state` (the row before the change). */
export function pauseChanges(
  state: PauseState & { status: string; pauseEndsAt?: Date | null },
  to: string,
  now: Date,
  /** The return day of a hold that starts now; without it, the end of the allowance. */
  endsAt?: Date,
): {
  pausedAt?: Date | null;
  pauseEndsAt?: Date | null;
  pauseYear?: number;
  pauseDaysUsed?: number;
} {
  if (to === 'paused' && state.status !== 'paused') {
    const year = serviceYear(now);
    return {
      pausedAt: now,
      pauseEndsAt: endsAt ?? pauseEndsAt(state, now),
      pauseYear: year,
      pauseDaysUsed: state.pauseYear === year ? state.pauseDaysUsed : 0,
    };
  }
  if (state.status === 'paused' && to !== 'paused') {
    const used = state.pausedAt ? countedDays(state.pausedAt, state.pauseEndsAt ?? null, now) : 0;
    return {
      pausedAt: null,
      pauseEndsAt: null,
      pauseDaysUsed: Math.min(PAUSE_DAYS_PER_YEAR, state.pauseDaysUsed + used),
    };
  }
  return {};
}

/**
 * Holds with dates (docs/decisions/038-dated-holds.md): a customer going away picks the first day
 * without pickups and the day they come back. A hold that starts today is a pause at once; a later
 * one is booked and starts on its day. Every hold's days count against the yearly allowance
 * above, in the calendar year the hold starts.
 */

/** How far ahead a hold can be booked. */
export const HOLD_BOOKING_DAYS_AHEAD = 365;

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
  scheduledTitle: 'Hold scheduled',
  scheduledText: (hold: HoldSpan) => `Your pickups are on hold ${holdRangeLabel(hold)}.`,
  startedText: (returnsOn: string) =>
    `Your pickups are on hold and billing is paused until ${formatHoldDay(returnsOn)}.`,
  cancelledText: 'Your pickups on those days are back on.',
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
