import { serviceClock } from './pickup-calendar.ts';

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
