import { isQuietHour, REMINDER_TIMES, type ReminderTime } from './notifications.ts';
import { formatServiceDate, SERVICE_TIME_ZONE, type ServiceHoliday } from './pickup-calendar.ts';
import { INTL_LOCALE } from './i18n/languages.ts';
import type { Translator } from './i18n/translate.ts';
import {
  PICKUP_WINDOW_END_HOUR,
  PICKUP_WINDOW_LABEL,
  PICKUP_WINDOW_START_HOUR,
} from './pickup-window.ts';
import { BUSINESS } from './site.ts';

// When the scheduled messages are due and what every resident message of the notification layer
// says (docs/decisions/041-notifications.md): the reminder scheduler, the billing, crew and ticket
// notices read their words from here, so a text and its email never disagree.

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

/**
 * The pickup reminder in a resident's language (docs/decisions/063-one-message-catalogue.md),
 * its text and its email alike: the day in that language's US form, the window as it is said in
 * it.
 */
export function reminderText({ t, language }: Translator) {
  const locale = INTL_LOCALE[language];
  const day = (date: string, weekday: 'short' | 'long', month: 'short' | 'long') =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, {
      weekday,
      month,
      day: 'numeric',
      timeZone: 'UTC',
    });
  const hour = (h: number) =>
    new Date(Date.UTC(2000, 0, 1, h)).toLocaleTimeString(locale, {
      hour: 'numeric',
      timeZone: 'UTC',
    });
  const window =
    language === 'en'
      ? PICKUP_WINDOW_LABEL
      : `${hour(PICKUP_WINDOW_START_HOUR)} a ${hour(PICKUP_WINDOW_END_HOUR)}`;
  const business = BUSINESS.name;
  return {
    sms: (date: string) =>
      t('notice.reminder.sms', { business, day: day(date, 'short', 'short'), window }),
    subject: (date: string) => t('notice.reminder.subject', { date: day(date, 'long', 'long') }),
    lines: (name: string, date: string) => [
      t('mail.greeting', { name }),
      t('notice.reminder.when', { date: day(date, 'long', 'long'), window }),
      t('notice.reminder.bags'),
    ],
    action: t('notice.reminder.action'),
  };
}

/**
 * The words of the scheduled and service messages, text and email alike, so the two never say
 * different things. Texts stay short: they start with the business name, as carriers expect.
 */
export const NOTICE_TEXT = {
  holidayNoPickup: (holiday: ServiceHoliday) =>
    `No pickup ${formatNoticeDay(holiday.date, 'long')}, ${holiday.name}.`,
  holidayNext: (next: string) =>
    `Your next pickup is ${formatNoticeDay(next, 'long')}, ${PICKUP_WINDOW_LABEL}.`,
  holidaySms: (holiday: ServiceHoliday, next: string) =>
    `${BUSINESS.name}: ${NOTICE_TEXT.holidayNoPickup(holiday)} ${NOTICE_TEXT.holidayNext(next)}`,
  holidaySubject: (holiday: ServiceHoliday) =>
    `No pickup ${formatNoticeDay(holiday.date, 'long')}, ${holiday.name}`,
  problemSubject: (date: string) => `A problem at your door on ${formatServiceDate(date)}`,
  problemLine: (date: string, what: string) =>
    `Our crew could not finish your pickup of ${formatServiceDate(date)}: ${what}.`,
  problemSms: (date: string, what: string, url: string) =>
    `${BUSINESS.name}: a problem at your door on ${formatNoticeDay(date)}: ${what}. See the photo: ${url}`,
  paymentFailedSms: (plan: string) =>
    `${BUSINESS.name}: your payment for the ${plan} plan did not go through. Update your payment method in your account.`,
  ticketResolvedSms: (date: string) =>
    `${BUSINESS.name}: your report about the pickup of ${formatNoticeDay(date)} is resolved. Details are in your email and account.`,
  suspendedSms: `${BUSINESS.name}: your pickups are on hold until your payment goes through. Update your payment method in your account.`,
} as const;
