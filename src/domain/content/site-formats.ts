import { INTL_LOCALE, type Language } from '../i18n/languages.ts';
import { formatCents } from '../money.ts';
import { formatServiceDate } from '../pickup-calendar.ts';
import type { Weekday } from '../plans.ts';
import {
  formatHour,
  PICKUP_WINDOW_END_HOUR,
  PICKUP_WINDOW_LABEL,
  PICKUP_WINDOW_START_HOUR,
} from '../pickup-window.ts';
import { weekdayList } from './weekdays.ts';

// Hours, money, lists and weekdays as each language writes them on the marketing pages: English
// as the site always has ("8am-12pm", "$2.00", "Mon, Wed and Fri"), Spanish in its US form
// ("8:00 a.m.", "lunes, miércoles y viernes"; docs/glossary-es.md). Hours are written here rather
// than by Intl, whose es-US hour changes with the ICU version ("8 a.m.", "8 a. m."), so the server
// and a browser could disagree; the server's messages use the same functions
// (src/domain/message-formats.ts).

/** A Spanish clock time from a 24-hour hour and a minute: "7:05 p.m.". */
export function spanishClock(hour: number, minute: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'a.m.' : 'p.m.'}`;
}

/** An hour of the day: "8am", "8:00 a.m.". */
export function hourIn(language: Language, hour: number): string {
  if (language === 'en') return formatHour(hour);
  return spanishClock(hour, 0);
}

/** The doorstep window: "8am-12pm", "8:00 a.m. a 12:00 p.m.". */
export function pickupWindowIn(language: Language): string {
  if (language === 'en') return PICKUP_WINDOW_LABEL;
  return `${hourIn(language, PICKUP_WINDOW_START_HOUR)} a ${hourIn(language, PICKUP_WINDOW_END_HOUR)}`;
}

/** Dollars and cents: "$2.00" in both. */
export function moneyIn(language: Language, cents: number): string {
  if (language === 'en') return formatCents(cents);
  return new Intl.NumberFormat(INTL_LOCALE[language], {
    style: 'currency',
    currency: 'USD',
  }).format(cents / 100);
}

/** "A, B and C", "A, B y C". */
export function listIn(language: Language, items: readonly string[]): string {
  if (language === 'en') return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
  return new Intl.ListFormat(INTL_LOCALE[language], { type: 'conjunction' }).format(items);
}

const SPANISH_WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

/** A plan's days in a sentence: "Mon, Wed and Fri", "lunes, miércoles y viernes". */
export function weekdaysIn(language: Language, days: readonly Weekday[]): string {
  if (language === 'en') return weekdayList(days);
  if (days.length === 5) return 'de lunes a viernes';
  return listIn(
    language,
    days.map((day) => SPANISH_WEEKDAYS[day - 1]!),
  );
}

/** A plan's days in a plan card: "Mon, Thu", "Mon-Fri"; Spanish as in a sentence. */
export function weekdaysShortIn(language: Language, days: readonly Weekday[]): string {
  if (language === 'es') return weekdaysIn(language, days);
  if (days.length === 5) return 'Mon-Fri';
  return weekdayList(days).replace(' and ', ', ');
}

/** A date such as the legal pages' revision: "May 8, 2025", "8 de mayo de 2025". */
export function dateIn(language: Language, isoDate: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A pickup's day: "Thursday, November 26", "jueves, 26 de noviembre". */
export function serviceDateIn(language: Language, isoDate: string): string {
  if (language === 'en') return formatServiceDate(isoDate);
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
