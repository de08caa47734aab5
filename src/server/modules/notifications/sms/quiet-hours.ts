import { isQuietHour, QUIET_HOURS } from '../../../../domain/notifications.ts';
import { addDays, serviceClock } from '../../../../domain/pickup-calendar.ts';

/**
 * When a text due at `now` may go: `now` itself outside the quiet hours, else the next 8 am
 * Central (the same day after midnight, the next day before it). 8 am exists every day at UTC-5
 * or UTC-6; the clocks change at 2 am.
 */
export function nextSendableAt(now: Date): Date {
  const clock = serviceClock(now);
  if (!isQuietHour(clock.hour)) return now;
  const day = clock.hour >= QUIET_HOURS.from ? addDays(clock.date, 1) : clock.date;
  for (const offsetHours of [5, 6]) {
    const hour = String(QUIET_HOURS.until + offsetHours).padStart(2, '0');
    const candidate = new Date(`${day}T${hour}:00:00Z`);
    const at = serviceClock(candidate);
    if (at.date === day && at.hour === QUIET_HOURS.until) return candidate;
  }
  throw new RangeError(`no ${QUIET_HOURS.until} am on ${day}`);
}
