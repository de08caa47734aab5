import { dateFormatter } from './date-format.ts';
import { PLANS, type PlanId } from './plans.ts';
import { PICKUP_WINDOW_END_HOUR } from './pickup-window.ts';

// Service dates are calendar days in America/Chicago (docs/product.md#pickup-days-and-window), whatever the viewer's zone.
// A service date is a 'YYYY-MM-DD' string; arithmetic on it goes through UTC midnight, which has
// no daylight-saving jumps, so adding a day is always exactly one calendar day.
export const SERVICE_TIME_ZONE = 'America/Chicago';
/** How far ahead the schedule generator creates pickups. */
export const SCHEDULE_HORIZON_DAYS = 14;

/** ISO weekday: Monday = 1 … Sunday = 7. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const WEEKDAYS: readonly { day: IsoWeekday; short: string; long: string }[] = [
  { day: 1, short: 'Mon', long: 'Monday' },
  { day: 2, short: 'Tue', long: 'Tuesday' },
  { day: 3, short: 'Wed', long: 'Wednesday' },
  { day: 4, short: 'Thu', long: 'Thursday' },
  { day: 5, short: 'Fri', long: 'Friday' },
  { day: 6, short: 'Sat', long: 'Saturday' },
  { day: 7, short: 'Sun', long: 'Sunday' },
];

export type ServiceHoliday = { name: string; date: string };

/** The days without service (docs/product.md#holidays), in calendar order. */
export const SERVICE_HOLIDAY_NAMES = [
  "New Year's Day",
  'Memorial Day',
  'Independence Day',
  'Labor Day',
  'Thanksgiving Day',
  'Christmas Day',
] as const;

const clockParts = dateFormatter({
  timeZone: SERVICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

const pad = (n: number) => String(n).padStart(2, '0');
const toDate = (date: string) => new Date(`${date}T00:00:00Z`);
const fromUtc = (day: Date) => day.toISOString().slice(0, 10);
const ymd = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

// Every zone's offset from UTC, and every change of it, falls on a quarter hour, so the day and
// hour are the same throughout a UTC quarter hour. Remembering the last one spares the formatter,
// which the busiest replies (a customer's subscriptions) would otherwise run once per row.
const QUARTER_HOUR_MS = 15 * 60_000;
let lastClock: { quarter: number; clock: { date: string; hour: number } } | undefined;

/**
 * The instant the service clock's answer for `now` may next change (the next UTC quarter hour):
 * what depends only on the service day and hour stays the same until then.
 */
export const serviceClockSteadyUntil = (now: Date): number =>
  (Math.floor(now.getTime() / QUARTER_HOUR_MS) + 1) * QUARTER_HOUR_MS;

/** The service-zone calendar day and hour of an instant. */
export function serviceClock(now: Date): { date: string; hour: number } {
  const quarter = Math.floor(now.getTime() / QUARTER_HOUR_MS);
  if (lastClock?.quarter === quarter) return { ...lastClock.clock };
  const parts = clockParts().formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const clock = { date: ymd(get('year'), get('month'), get('day')), hour: get('hour') };
  lastClock = { quarter, clock };
  return { ...clock };
}

export function addDays(date: string, days: number): string {
  const day = toDate(date);
  day.setUTCDate(day.getUTCDate() + days);
  return fromUtc(day);
}

export function weekdayOf(date: string): IsoWeekday {
  return (toDate(date).getUTCDay() || 7) as IsoWeekday;
}

/** The nth (1-based) given weekday of a month, or the last one when n is -1. */
function nthWeekday(year: number, month: number, weekday: IsoWeekday, n: number): string {
  if (n > 0) {
    const first = ymd(year, month, 1);
    const offset = (weekday - weekdayOf(first) + 7) % 7;
    return addDays(first, offset + (n - 1) * 7);
  }
  const last = addDays(month === 12 ? ymd(year + 1, 1, 1) : ymd(year, month + 1, 1), -1);
  return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
}

const holidayCache = new Map<number, readonly ServiceHoliday[]>();

/**
 * The service holidays of a year with their actual dates. A fixed-date holiday that falls on a
 * weekend is not moved: no plan has weekend service, so there is nothing to skip.
 */
export function serviceHolidays(year: number): readonly ServiceHoliday[] {
  let holidays = holidayCache.get(year);
  if (!holidays) {
    const dates = [
      ymd(year, 1, 1),
      nthWeekday(year, 5, 1, -1),
      ymd(year, 7, 4),
      nthWeekday(year, 9, 1, 1),
      nthWeekday(year, 11, 4, 4),
      ymd(year, 12, 25),
    ];
    holidays = SERVICE_HOLIDAY_NAMES.map((name, i) => ({ name, date: dates[i]! }));
    holidayCache.set(year, holidays);
  }
  return holidays;
}

export function serviceHolidayOn(date: string): ServiceHoliday | undefined {
  return serviceHolidays(Number(date.slice(0, 4))).find((h) => h.date === date);
}

/**
 * Whose weekdays a door is collected on: a plan's, or a property contract's ISO weekdays
 * (docs/decisions/059-properties-as-customers.md).
 */
export type ServiceDays = PlanId | readonly number[];

const weekdaysOf = (days: ServiceDays): readonly number[] =>
  typeof days === 'string' ? PLANS[days].pickupDays : days;

/** A day the door is collected: one of its weekdays and not a service holiday. */
export function isPickupDay(days: ServiceDays, date: string): boolean {
  return weekdaysOf(days).includes(weekdayOf(date)) && !serviceHolidayOn(date);
}

/** The first day that can still be served: today until the pickup window closes, then tomorrow. */
export function firstServiceDate(now: Date = new Date()): string {
  const { date, hour } = serviceClock(now);
  return hour >= PICKUP_WINDOW_END_HOUR ? addDays(date, 1) : date;
}

/** The pickup days of a plan or a contract among `days` consecutive days starting at `from`. */
export function pickupDatesFrom(serviceDays: ServiceDays, from: string, days: number): string[] {
  const dates: string[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    if (isPickupDay(serviceDays, date)) dates.push(date);
  }
  return dates;
}

/**
 * The next pickup day (YYYY-MM-DD, America/Chicago) for a plan: today if it is a pickup day and
 * the window has not closed yet, otherwise the next plan day that is not a service holiday.
 */
export function nextPickupDate(serviceDays: ServiceDays, now: Date = new Date()): string {
  let date = firstServiceDate(now);
  while (!isPickupDay(serviceDays, date)) date = addDays(date, 1);
  return date;
}

/** "Thursday, March 5" for a YYYY-MM-DD service date, independent of the viewer's zone. */
const longServiceDate = dateFormatter({
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
export function formatServiceDate(date: string): string {
  return longServiceDate().format(toDate(date));
}

/** "Nov 26, 2026" for a YYYY-MM-DD service date. */
const shortServiceDate = dateFormatter({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
export function formatShortServiceDate(date: string): string {
  return shortServiceDate().format(toDate(date));
}
