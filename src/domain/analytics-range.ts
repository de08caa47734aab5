import { addDays } from './pickup-calendar.ts';

// The owner's numbers read a span of service days (America/Chicago) and compare it with the span of
// the same length just before it (docs/product.md#the-owners-numbers). Revenue is read by calendar
// month, service quality by week starting Monday; both follow from the span here, so every chart
// and table on the page agrees on which days it covers.

export type AnalyticsRange = { from: string; to: string };

/** The longest span one view reads: three years of history, plus leap days. */
export const ANALYTICS_MAX_DAYS = 3 * 366;

/** The span the page opens on: the twelve months up to and including today. */
export const ANALYTICS_DEFAULT_MONTHS = 12;

export const ANALYTICS_RANGE_MESSAGES = {
  from: 'Choose the first day',
  to: 'Choose the last day',
  order: 'The first day must come before the last day',
  tooLong: 'Choose at most three years',
  future: 'The first day must be today or before',
} as const;

export type AnalyticsRangeProblem = Exclude<keyof typeof ANALYTICS_RANGE_MESSAGES, 'from' | 'to'>;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both counted. */
export const daysInRange = ({ from, to }: AnalyticsRange): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The span of the same length ending the day before `from`. */
export function previousRange(range: AnalyticsRange): AnalyticsRange {
  const to = addDays(range.from, -1);
  return { from: addDays(to, 1 - daysInRange(range)), to };
}

/** The default span ending `today`: from the first of the month eleven months back. */
export function defaultRange(today: string): AnalyticsRange {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - (ANALYTICS_DEFAULT_MONTHS - 1);
  const first = new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
  return { from: first, to: today };
}

/** Every calendar month (YYYY-MM) the span touches, in order. */
export function monthsInRange({ from, to }: AnalyticsRange): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
}

/** The Monday on or before a day. */
export function weekStartOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  return addDays(date, 1 - weekday);
}

/** Every week (by its Monday) the span touches, in order. */
export function weeksInRange({ from, to }: AnalyticsRange): string[] {
  const weeks: string[] = [];
  for (let monday = weekStartOf(from); monday <= to; monday = addDays(monday, 7))
    weeks.push(monday);
  return weeks;
}

/**
 * The span a view reads, from a query that may give both ends, one or none: a missing last day is
 * today, a missing first day opens the twelve calendar months up to the last day, as the page
 * does. The span, given or filled in, then answers to `rangeProblem`
 * (docs/decisions/062-the-owners-numbers.md#the-span).
 */
export function fillRange(query: { from?: string; to?: string }, today: string): AnalyticsRange {
  const to = query.to ?? today;
  return { from: query.from ?? defaultRange(to).from, to };
}

/**
 * Why a span cannot be read, or null. A span that starts after today has no day to count; one
 * that ends after it is read up to the last day over, as the default span is.
 */
export function rangeProblem(range: AnalyticsRange, today: string): AnalyticsRangeProblem | null {
  if (range.from > today) return 'future';
  if (range.from > range.to) return 'order';
  if (daysInRange(range) > ANALYTICS_MAX_DAYS) return 'tooLong';
  return null;
}
