import { spanishClock, weekdaysIn } from '../../domain/content/site-formats';
import { INTL_LOCALE, type Language } from '../../domain/i18n/languages';
import { messageFormats } from '../../domain/message-formats';
import { SERVICE_TIME_ZONE } from '../../domain/pickup-calendar';
import type { Weekday } from '../../domain/plans';
import { formatServiceDateTime, formatServiceTime } from '../../domain/ticket-text';
import { useSiteText } from './site-text-context';

// The dates, times, money, weekdays and pickup window of the resident's screens, in the language
// on show (docs/decisions/063-one-message-catalogue.md): English exactly as these screens always
// read them ("Thursday, March 5", "Dec 23", "10:32am", "$35.00"), Spanish in its US form, as the
// emails write it, with its times written by spanishClock rather than Intl (site-formats.ts says
// why).

const UTC_DAY = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);
/** 2024-01-01 was a Monday: the ISO weekday n is n - 1 days after it. */
const WEEKDAY_DATE = (day: number) => new Date(Date.UTC(2024, 0, day));

function formatsOf(language: Language) {
  const locale = INTL_LOCALE[language];
  const style = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options);
  const shortServiceDate = style({
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const day = style({ month: 'short', day: 'numeric', timeZone: 'UTC' });
  const longDate = style({ month: 'long', day: 'numeric', year: 'numeric' });
  const weekdayShort = style({ weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = style({ weekday: 'long', timeZone: 'UTC' });
  const serviceDay = style({ month: 'short', day: 'numeric', timeZone: SERVICE_TIME_ZONE });
  const serviceClock = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    timeZone: SERVICE_TIME_ZONE,
  });
  const serviceTime = (iso: string) => {
    if (language === 'en') return formatServiceTime(iso);
    const parts = serviceClock.formatToParts(new Date(iso));
    const part = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value);
    return spanishClock(part('hour'), part('minute'));
  };
  return {
    ...messageFormats(language),
    /** "Nov 26, 2026" for a YYYY-MM-DD service date. */
    shortServiceDate: (date: string) => shortServiceDate.format(UTC_DAY(date)),
    /** "Dec 20" for a YYYY-MM-DD service date. */
    day: (date: string) => day.format(UTC_DAY(date)),
    /** "November 26, 2026" for an instant, in the reader's time zone. */
    longDate: (instant: string) => longDate.format(new Date(instant)),
    /** "Mon" / "Monday" for an ISO weekday. */
    weekday: (weekday: number, width: 'short' | 'long') =>
      (width === 'short' ? weekdayShort : weekdayLong).format(WEEKDAY_DATE(weekday)),
    /** A plan's days in a sentence: "Mon, Wed and Fri", "lunes, miércoles y viernes". */
    weekdays: (days: readonly Weekday[]) => weekdaysIn(language, days),
    /** The time of an instant in the service's time zone: "10:32am", "10:32 a.m.". */
    serviceTime,
    /** The day and time of an instant there: "Nov 23, 7:51pm", "23 nov, 7:51 p.m.". */
    serviceDateTime: (iso: string) =>
      language === 'en'
        ? formatServiceDateTime(iso)
        : `${serviceDay.format(new Date(iso))}, ${serviceTime(iso)}`,
  };
}

export type Formats = ReturnType<typeof formatsOf>;

// Made once per language: making a formatter costs far more than using it.
const made = new Map<Language, Formats>();

export function formatsIn(language: Language): Formats {
  let found = made.get(language);
  if (!found) {
    found = formatsOf(language);
    made.set(language, found);
  }
  return found;
}

/** The formats of the language on show. */
export function useFormats(): Formats {
  return formatsIn(useSiteText().language);
}
