import { INTL_LOCALE, type Language } from '../../domain/i18n/languages';
import { SERVICE_TIME_ZONE } from '../../domain/pickup-calendar';
import { formatServiceDateTime, formatServiceTime } from '../../domain/ticket-text';

// The portal's pickup times and days in the reader's language: English as the portal always
// wrote them ("10:32am", "Nov 23, 7:51pm"), Spanish in its US form ("10:32 a.m.",
// "23 nov, 7:51 p.m."), both in the service's time zone.

const made = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, options: Intl.DateTimeFormatOptions, key: string) {
  let found = made.get(`${language}:${key}`);
  if (!found) {
    found = new Intl.DateTimeFormat(INTL_LOCALE[language], {
      timeZone: SERVICE_TIME_ZONE,
      ...options,
    });
    made.set(`${language}:${key}`, found);
  }
  return found;
}

/** The time of an instant: "10:32am", "10:32 a.m.". */
export function serviceTimeIn(language: Language, iso: string): string {
  if (language === 'en') return formatServiceTime(iso);
  return formatter(language, { hour: 'numeric', minute: '2-digit' }, 'time').format(new Date(iso));
}

/** The day and time of an instant: "Nov 23, 7:51pm", "23 nov, 7:51 p.m.". */
export function serviceDateTimeIn(language: Language, iso: string): string {
  if (language === 'en') return formatServiceDateTime(iso);
  const day = formatter(language, { month: 'short', day: 'numeric' }, 'day').format(new Date(iso));
  return `${day}, ${serviceTimeIn(language, iso)}`;
}
