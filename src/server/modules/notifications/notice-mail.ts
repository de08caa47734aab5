import { HOLIDAY_IDS } from '../../../domain/content/faqs.ts';
import type { Translator } from '../../../domain/i18n/translate.ts';
import { messageFormats } from '../../../domain/message-formats.ts';
import { SERVICE_HOLIDAY_NAMES, type ServiceHoliday } from '../../../domain/pickup-calendar.ts';
import { BUSINESS } from '../../../domain/site.ts';
import type { MailWords, Said } from '../mail/mail-module.ts';

// The scheduled messages' words (docs/decisions/041-notifications.md), text and email alike, in
// the resident's language: the day in that language's US form, the window as it is said in it.

const business = BUSINESS.name;

/** The evening-before reminder of a pickup on `date`. */
export function reminderMessage({ language }: Translator, date: string) {
  const f = messageFormats(language);
  const day = f.serviceDate(date);
  return {
    sms: [
      'notice.reminder.sms',
      { business, day: f.noticeDay(date), window: f.window },
    ] satisfies Said,
    email: (name: string, scheduleUrl: string): MailWords => ({
      subject: ['notice.reminder.subject', { date: day }],
      lines: [
        ['mail.greeting', { name }],
        ['notice.reminder.when', { date: day, window: f.window }],
        ['notice.reminder.bags'],
      ],
      action: { label: ['notice.reminder.action'], url: scheduleUrl },
    }),
  };
}

/** A service holiday's name in the language, as the site names it. */
function holidayName({ t }: Translator, holiday: ServiceHoliday): string {
  const index = SERVICE_HOLIDAY_NAMES.indexOf(
    holiday.name as (typeof SERVICE_HOLIDAY_NAMES)[number],
  );
  const id = HOLIDAY_IDS[index];
  return id ? t(id) : holiday.name;
}

/** No pickup on a holiday, and when the next one is. */
export function holidayMessage(translator: Translator, holiday: ServiceHoliday, next: string) {
  const f = messageFormats(translator.language);
  const name = holidayName(translator, holiday);
  const date = f.noticeDay(holiday.date, 'long');
  const nextDay = f.noticeDay(next, 'long');
  return {
    sms: [
      'notice.holiday.sms',
      { business, date, holiday: name, next: nextDay, window: f.window },
    ] satisfies Said,
    email: (residentName: string, scheduleUrl: string): MailWords => ({
      subject: ['notice.holiday.subject', { date, holiday: name }],
      lines: [
        ['mail.greeting', { name: residentName }],
        ['notice.holiday.noPickup', { date, holiday: name }],
        ['notice.holiday.next', { date: nextDay, window: f.window }],
      ],
      action: { label: ['notice.reminder.action'], url: scheduleUrl },
    }),
  };
}
