import { WEEKDAYS } from '../pickup-calendar.ts';
import type { Weekday } from '../plans.ts';

const short = (day: Weekday) => WEEKDAYS[day - 1]!.short;

/** "Mon, Wed and Fri" for a plan's pickup days; consecutive Monday-to-Friday reads "Mon to Fri". */
export function weekdayList(days: readonly Weekday[]): string {
  if (days.length === 5) return `${short(1)} to ${short(5)}`;
  const names = days.map(short);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
