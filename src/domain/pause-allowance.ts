import { serviceClock } from './pickup-calendar.ts';

/**
 * Service can pause for up to 30 days a year (docs/decisions/019-pause-allowance.md). Pausing is
 * immediate in the portal, so the FAQ's 48-hour notice is not needed; the allowance is
 * counted per calendar year in America/Chicago, and a pause ends by itself when it runs out.
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

/** Days of pause left this year, not counting a pause in progress. */
export function pauseDaysLeft(state: PauseState, now: Date): number {
  const used = state.pauseYear === serviceYear(now) ? state.pauseDaysUsed : 0;
  return Math.max(0, PAUSE_DAYS_PER_YEAR - used);
}

/** When a pause starting now ends by itself: when this year's allowance runs out. */
export const pauseEndsAt = (state: PauseState, now: Date) =>
  new Date(now.getTime() + Math.max(pauseDaysLeft(state, now), 1) * DAY_MS);

/** The bookkeeping columns a status change sets, from `state` (the row before the change). */
export function pauseChanges(
  state: PauseState & { status: string },
  to: string,
  now: Date,
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
      pauseEndsAt: pauseEndsAt(state, now),
      pauseYear: year,
      pauseDaysUsed: state.pauseYear === year ? state.pauseDaysUsed : 0,
    };
  }
  if (state.status === 'paused' && to !== 'paused') {
    const used = state.pausedAt ? pausedDays(state.pausedAt, now) : 0;
    return {
      pausedAt: null,
      pauseEndsAt: null,
      pauseDaysUsed: Math.min(PAUSE_DAYS_PER_YEAR, state.pauseDaysUsed + used),
    };
  }
  return {};
}
