// The owner's service and growth numbers: which pickups count, what a rate is made of, and the
// words the office reads beside them (docs/decisions/062-the-owners-numbers.md#service-and-growth).

/** Rates of events are given per this many stops. */
export const PER_STOPS = 1000;

/** The percentiles of the time to resolve a ticket. */
export const RESOLVE_PERCENTILES = { median: 0.5, p90: 0.9 } as const;

/**
 * A resolution that agrees the crew missed the door: the office sent them back or credited the
 * resident. "No action" says the pickup was not missed.
 */
export const UPHOLDING_RESOLUTIONS = ['return_visit', 'credit'] as const;

/**
 * The crew's problem that makes a missed-pickup report a late set-out: the porter came and found
 * the bags put out after the window, so the report is not counted as upheld whatever the office
 * gave as a courtesy.
 */
export const LATE_SET_OUT_REASON = 'after_window';

/** The cancellations without a reason chosen, as the growth numbers key them. */
export const NO_CANCEL_REASON = 'none';

export const ANALYTICS_SERVICE_TEXT = {
  noCommunity: 'Not in a listed community',
  noPorter: 'No porter',
  noReason: 'No reason given',
  unknownTable: 'Choose one of the tables listed',
} as const;

/** The tables of the service numbers, each also a CSV download. */
export const SERVICE_TABLES = ['weeks', 'communities', 'porters', 'reasons'] as const;
export type ServiceTable = (typeof SERVICE_TABLES)[number];

/** The tables of the growth numbers, each also a CSV download. */
export const GROWTH_TABLES = ['weeks', 'communities', 'waitlist', 'cancellations'] as const;
export type GrowthTable = (typeof GROWTH_TABLES)[number];

/** A count per `PER_STOPS` stops; null without stops. */
export const perStops = (count: number, stops: number): number | null =>
  stops === 0 ? null : (count * PER_STOPS) / stops;

/** A share of a whole; null when the whole is nothing. */
export const fraction = (part: number, whole: number): number | null =>
  whole === 0 ? null : part / whole;
