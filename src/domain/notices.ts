import { isQuietHour, REMINDER_TIMES, type ReminderTime } from './notifications.ts';
import { SERVICE_TIME_ZONE } from './pickup-calendar.ts';

// When the scheduled messages are due (docs/decisions/041-notifications.md); their words are the
// catalogue's (docs/decisions/063-one-message-catalogue.md), `notice.*` and `mail.*`.

const serviceTime = new Intl.DateTimeFormat('en-US', {
  timeZone: SERVICE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "19:05": the time of day of an instant in Central time, comparable with REMINDER_TIMES. */
export function serviceTimeOf(now: Date): string {
  const parts = serviceTime.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('hour')}:${get('minute')}`;
}

/**
 * The reminder times that have come by `time` this evening. None once the quiet hours start: a
 * reminder made later would reach the resident the next morning, after the crew has come.
 */
export function dueReminderTimes(time: string): ReminderTime[] {
  if (isQuietHour(Number(time.slice(0, 2)))) return [];
  return REMINDER_TIMES.filter((t) => t <= time);
}

const noticeDay = {
  short: new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }),
  long: new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }),
};

/** "Thu, Nov 26" (short) or "Thursday, Nov 26" (long) for a YYYY-MM-DD service date. */
export function formatNoticeDay(date: string, weekday: 'short' | 'long' = 'short'): string {
  return noticeDay[weekday].format(new Date(`${date}T00:00:00Z`));
}
