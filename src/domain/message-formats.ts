import { hourIn, moneyIn, pickupWindowIn } from './content/site-formats.ts';
import { INTL_LOCALE, type Language } from './i18n/languages.ts';
import { SERVICE_TIME_ZONE } from './pickup-calendar.ts';
import { PICKUP_WINDOW_START_HOUR } from './pickup-window.ts';

// The dates, money and pickup window of the messages the server writes to a resident or a porter,
// in that person's language (docs/decisions/063-one-message-catalogue.md): English exactly as the
// messages always read ("Thursday, March 5", "Dec 23", "$35.00", "8am-12pm"), Spanish in its US
// form ("jueves, 5 de marzo", "23 de diciembre", "$35.00", "8:00 a.m. a 12:00 p.m.", as the
// marketing pages write them).

type DateStyle =
  'noticeDay' | 'noticeDayLong' | 'serviceDate' | 'billingDate' | 'billingDateLong' | 'receiptDate';

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  /** "Thu, Nov 26": a service date in a text. */
  noticeDay: { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' },
  /** "Thursday, Nov 26": a service date in an email. */
  noticeDayLong: { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' },
  /** "Thursday, March 5". */
  serviceDate: { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' },
  /** "Dec 23": an instant's day in the service's time zone. */
  billingDate: { month: 'short', day: 'numeric', timeZone: SERVICE_TIME_ZONE },
  /** "23 de diciembre": Spanish says the month in full after the day. */
  billingDateLong: { month: 'long', day: 'numeric', timeZone: SERVICE_TIME_ZONE },
  /** "Nov 24, 2026": a receipt's dates. */
  receiptDate: { month: 'short', day: 'numeric', year: 'numeric', timeZone: SERVICE_TIME_ZONE },
};

// Formatters are made once per language and style: making one costs far more than using it.
const made = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, style: DateStyle): Intl.DateTimeFormat {
  const key = `${language}:${style}`;
  let found = made.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(INTL_LOCALE[language], DATE_STYLES[style]);
    made.set(key, found);
  }
  return found;
}

/** A YYYY-MM-DD service date as its calendar day, whatever the server's zone. */
const serviceDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** The formats of one language's messages. */
export function messageFormats(language: Language) {
  return {
    /** "Thu, Nov 26" (texts) or "Thursday, Nov 26" (emails) for a YYYY-MM-DD service date. */
    noticeDay: (date: string, weekday: 'short' | 'long' = 'short') =>
      formatter(language, weekday === 'short' ? 'noticeDay' : 'noticeDayLong').format(
        serviceDay(date),
      ),
    /** "Thursday, March 5" for a YYYY-MM-DD service date. */
    serviceDate: (date: string) => formatter(language, 'serviceDate').format(serviceDay(date)),
    /** "Dec 23", "23 de diciembre" for an instant. */
    billingDate: (instant: Date | string) =>
      formatter(language, language === 'en' ? 'billingDate' : 'billingDateLong').format(
        new Date(instant),
      ),
    /** "Nov 24, 2026" for an instant. */
    receiptDate: (instant: Date | string) =>
      formatter(language, 'receiptDate').format(new Date(instant)),
    money: (cents: number) => moneyIn(language, cents),
    /** The doorstep window: "8am-12pm", "8:00 a.m. a 12:00 p.m.". */
    window: pickupWindowIn(language),
    /** The hour the window opens: "8am", "8:00 a.m.". */
    windowStart: hourIn(language, PICKUP_WINDOW_START_HOUR),
  };
}
