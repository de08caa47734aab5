import { formatCents } from './money.ts';
import { addDays } from './pickup-calendar.ts';

// A property-paid community's monthly invoice (docs/product.md#property-invoices): each door
// the property paid for in the month is one line, prorated by the days it was served.

/** `issuing`: written, not yet confirmed by the provider; the rest mirror the provider's invoice. */
export const PROPERTY_INVOICE_STATUSES = [
  'issuing',
  'open',
  'paid',
  'overdue',
  'void',
  'uncollectible',
] as const;
export type PropertyInvoiceStatus = (typeof PROPERTY_INVOICE_STATUSES)[number];

/** What the provider can tell us happened to an invoice, by its webhooks. */
export type PropertyInvoiceOutcome = Extract<
  PropertyInvoiceStatus,
  'paid' | 'overdue' | 'void' | 'uncollectible'
>;

export const PROPERTY_INVOICE_STATUS_LABELS: Record<PropertyInvoiceStatus, string> = {
  issuing: 'Being sent',
  open: 'Open',
  paid: 'Paid',
  overdue: 'Overdue',
  void: 'Cancelled',
  uncollectible: 'Written off',
};

/** Invoices still owed: the aging counts them. */
export const OWED_STATUSES = [
  'open',
  'overdue',
] as const satisfies readonly PropertyInvoiceStatus[];

/** The property has this long to pay, as the provider's invoice says. */
export const INVOICE_DAYS_UNTIL_DUE = 30;

/** A calendar month, "2026-11". */
export const INVOICE_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const monthStart = (month: string) => `${month}-01`;

export function daysInMonth(month: string): number {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, m!, 0)).getUTCDate();
}

export const monthEnd = (month: string) =>
  `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;

/** The month a calendar day is in. */
export const monthOf = (date: string) => date.slice(0, 7);

export const previousMonth = (month: string) => monthOf(addDays(monthStart(month), -1));

/** "November 2026". */
export function formatMonth(month: string): string {
  return new Date(`${monthStart(month)}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A door's service: its first day, and its last day once it ended (inclusive, service days). */
export type DoorService = { firstDay: string; lastDay: string | null };

/** The part of `month` a door was served: its first and last day in it, and how many days. */
export function servedInMonth(
  door: DoorService,
  month: string,
): { firstDay: string; lastDay: string; days: number } | null {
  const firstDay = door.firstDay > monthStart(month) ? door.firstDay : monthStart(month);
  const end = monthEnd(month);
  const lastDay = door.lastDay !== null && door.lastDay < end ? door.lastDay : end;
  if (lastDay < firstDay) return null;
  return { firstDay, lastDay, days: Number(lastDay.slice(8)) - Number(firstDay.slice(8)) + 1 };
}

/**
 * One door's charge for the month: rate × days served ÷ days in the month, in whole cents, a half
 * cent or more rounding up. Each line is rounded on its own and the invoice is the sum of its
 * lines, so the lines always add up to the total a property sees (docs/product.md#property-invoices).
 */
export function proratedCents(rateCents: number, days: number, monthDays: number): number {
  return Math.floor((2 * rateCents * days + monthDays) / (2 * monthDays));
}

/** How late an unpaid invoice is, in the office's aging columns. */
export const AGING_BUCKETS = ['current', 'late30', 'late60', 'later'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export const AGING_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  late30: '1–30 days late',
  late60: '31–60 days late',
  later: 'Over 60 days late',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `from` to `to`, two calendar days. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Not yet due or due today is current; then by the days past the due date. */
export function agingBucket(dueOn: string, today: string): AgingBucket {
  const late = daysBetween(dueOn, today);
  if (late <= 0) return 'current';
  if (late <= 30) return 'late30';
  if (late <= 60) return 'late60';
  return 'later';
}

/** The columns of an invoice's lines CSV, in order. */
export const INVOICE_LINE_CSV_HEADERS = [
  'Building',
  'Unit',
  'Resident',
  'First Day',
  'Last Day',
  'Days',
  'Rate (USD)',
  'Amount (USD)',
] as const;

/** The download's name: the community and the month, in letters a file name keeps. */
export function invoiceLinesFileName(communityName: string, month: string): string {
  const slug = communityName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `invoice-${slug || 'community'}-${month}.csv`;
}

/** Dollars without the sign, as the office's other CSVs write prices ("12.50"). */
export const csvDollars = (cents: number) => (cents / 100).toFixed(2);

export const PROPERTY_INVOICE_TEXT = {
  monthInvalid: 'Choose a month, like November 2026',
  monthInFuture: 'That month has not started yet',
  notPropertyPaid: 'This community is not paid for by its property',
  noDoors: 'No doors were served in that month, so there is nothing to invoice',
  invoiceNotFound: 'Invoice not found',
  invoicingUnavailable: 'Invoicing is unavailable right now. Please try again later.',
  notSandbox: 'Only a test invoice can be paid or made overdue here',
  issuedTitle: 'Invoice issued',
  issuedText: (community: string, month: string, cents: number) =>
    `${community}'s invoice for ${formatMonth(month)} is ${formatCents(cents)}.`,
  issueFailedTitle: 'Invoice not issued',
  loadFailed: 'Could not load the invoices. Please try again.',
  noInvoices: 'No invoices yet.',
  noCommunities: 'No community is paid for by its property yet.',
  nothingOwed: 'Nothing is owed.',
  paidTitle: 'Test invoice paid',
  overdueTitle: 'Test invoice overdue',
  testActionFailed: 'The test invoice was not changed. Please try again.',
  agingHeading: 'What properties owe',
  agingIntro:
    'Unpaid invoices of every property-paid community, by how many days past their due date they are.',
  agingAll: 'All properties',
  invoicesHeading: 'Monthly invoices',
  invoicesIntro:
    'One invoice a month for each property-paid community: every door served that month, each charged for the days it was served. Last month’s invoices go out by themselves on the 1st.',
  communityLabel: 'Community',
  monthLabel: 'Month',
  issue: 'Issue invoice',
  issuing: 'Issuing',
  viewInvoice: 'View invoice',
  linesCsv: 'Lines (CSV)',
  testPay: 'Pay (test)',
  testOverdue: 'Make overdue (test)',
  testNote:
    'Test invoices: no real invoice is sent. Pay one, or let its due date pass, to see what the office would see.',
} as const;
