import { PLANS, type PlanId } from './plans.ts';

// Service dates are calendar days in America/Chicago (DESIGN.md §4), whatever the viewer's zone.
export const SERVICE_TIME_ZONE = 'America/Chicago';
/** The doorstep window closes at noon (DESIGN.md decision 1: 8am-12pm). */
export const PICKUP_WINDOW_END_HOUR = 12;

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: SERVICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The calendar day and hour of an instant in the service time zone. */
function serviceClock(now: Date): { day: Date; hour: number } {
  const get = (type: string) =>
    Number(parts.formatToParts(now).find((p) => p.type === type)?.value);
  return {
    day: new Date(Date.UTC(get('year'), get('month') - 1, get('day'))),
    hour: get('hour'),
  };
}

/** ISO weekday of a UTC-midnight day: Monday = 1 … Sunday = 7. */
const isoWeekday = (day: Date) => day.getUTCDay() || 7;

/**
 * The next pickup day (YYYY-MM-DD, America/Chicago) for a plan: today if it is a plan day and the
 * window has not closed yet, otherwise the next plan day. Plans have no weekend days.
 */
export function nextPickupDate(plan: PlanId, now: Date = new Date()): string {
  const days: readonly number[] = PLANS[plan].pickupDays;
  const { day, hour } = serviceClock(now);
  if (hour >= PICKUP_WINDOW_END_HOUR) day.setUTCDate(day.getUTCDate() + 1);
  while (!days.includes(isoWeekday(day))) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** "Thursday, March 5" for a YYYY-MM-DD service date, independent of the viewer's zone. */
export function formatServiceDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
