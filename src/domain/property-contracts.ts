import { formatCents } from './money.ts';
import type { PlanId } from './plans.ts';
import { formatHour, PICKUP_WINDOW_END_HOUR, PICKUP_WINDOW_START_HOUR } from './pickup-window.ts';

// A property-paid community's contract (docs/product.md#property-contracts,
// docs/decisions/059-properties-as-customers.md): its bounds and words, for the office's form, the
// route and the database's checks alike.

/** Who pays for a community's doors: each resident (as always), or the property by contract. */
export const COMMUNITY_BILLING = ['resident', 'property'] as const;
export type CommunityBilling = (typeof COMMUNITY_BILLING)[number];

/**
 * The plan a property-paid door records. Its days are the contract's and its price the contract's
 * rate; the plan stands for what the crew takes at the door (its bags per pickup), the standard
 * plan's allowance, until a contract names its own.
 */
export const PROPERTY_DOOR_PLAN = 'standard' satisfies PlanId;

export const COMMUNITY_BILLING_LABELS: Record<CommunityBilling, string> = {
  resident: 'Resident-paid',
  property: 'Property-paid',
};

/** The monthly rate per door, in cents: below or above it is a typing slip, not a price. */
export const CONTRACT_RATE_MIN_CENTS = 500;
export const CONTRACT_RATE_MAX_CENTS = 10_000;
export const CONTRACT_DOORS_MIN = 1;
export const CONTRACT_DOORS_MAX = 5_000;
export const CONTRACT_TERM_MIN_MONTHS = 1;
export const CONTRACT_TERM_MAX_MONTHS = 120;
export const CONTRACT_REPORT_EMAILS_MAX = 10;

/** The longest text each contract field takes, in characters: the form and the schema keep them. */
export const CONTRACT_LIMITS = {
  legalName: 200,
  contactName: 100,
  email: 254,
  phone: 30,
} as const;

/** A contract's trash-out window falls within the product's pickup window (pickup-window.ts). */
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
export const CONTRACT_WINDOW_EARLIEST = clock(PICKUP_WINDOW_START_HOUR);
export const CONTRACT_WINDOW_LATEST = clock(PICKUP_WINDOW_END_HOUR);

/** A time of day as a contract keeps it: 24-hour "HH:MM". */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const PROPERTY_CONTRACT_TEXT = {
  legalNameRequired: "Enter the property's legal name",
  contactNameRequired: "Enter the billing contact's name",
  emailInvalid: 'Enter a valid email address',
  phoneInvalid: 'Enter a US phone number with its area code',
  rateInvalid: 'Enter the rate in dollars, like 12.50',
  rateRange: `The rate must be between ${formatCents(CONTRACT_RATE_MIN_CENTS)} and ${formatCents(CONTRACT_RATE_MAX_CENTS)} a door a month`,
  doorsInvalid: `Enter the number of doors, from ${CONTRACT_DOORS_MIN} to ${CONTRACT_DOORS_MAX.toLocaleString('en-US')}`,
  startsOnInvalid: 'Enter the date the contract starts',
  termInvalid: `Enter the term in months, from ${CONTRACT_TERM_MIN_MONTHS} to ${CONTRACT_TERM_MAX_MONTHS}`,
  renewsRequired: 'Say whether the contract renews',
  serviceDaysRequired: 'Choose at least one service day',
  serviceDayInvalid: 'Choose days from Monday to Sunday',
  timeInvalid: 'Enter a time, like 9:00 AM',
  windowOrder: 'The window must end after it starts',
  windowHours: `The window must fall between ${formatHour(PICKUP_WINDOW_START_HOUR)} and ${formatHour(PICKUP_WINDOW_END_HOUR)}`,
  reportEmailInvalid: 'Enter valid email addresses, one per line',
  tooManyReportEmails: `List at most ${CONTRACT_REPORT_EMAILS_MAX} report contacts`,
  savedTitle: 'Contract saved',
  savedText: (community: string) => `${community} is now property-paid.`,
  saveFailedTitle: 'Contract not saved',
  saveFailedDefault: 'Something went wrong. Please try again.',
  loadFailed: 'Could not load the contract. Please try again.',
} as const;
