import { formatServiceDate } from './pickup-calendar.ts';

// The nightly report of a property-paid community (docs/product.md#nightly-reports,
// docs/decisions/059-properties-as-customers.md): its words and its trend's length. Its link to
// the same night in the manager's portal is manager-portal.ts's managerNightPath.

/** How many nights with pickups the report's trend shows, this one included. */
export const NIGHT_REPORT_TREND_NIGHTS = 30;

/** "9:30 AM" for a contract's "09:30". */
export function formatClockTime(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "8:00 AM to 10:30 AM". */
export const formatWindow = (start: string, end: string): string =>
  `${formatClockTime(start)} to ${formatClockTime(end)}`;

/** "Monday, December 7, 2026". */
export const formatNightDate = (date: string): string =>
  `${formatServiceDate(date)}, ${date.slice(0, 4)}`;

/** A file name a manager recognises in their downloads, in plain ASCII for every mail client. */
export function nightReportFileName(communityName: string, date: string): string {
  const name = communityName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${name || 'Community'}-night-report-${date}.pdf`;
}

export const NIGHT_REPORT_TEXT = {
  communityNotFound: 'Community not found',
  dateInvalid: 'Enter the night as a date, like 2026-12-07',
  notPropertyPaid:
    'This community is paid by its residents: nightly reports are made for property-paid communities only',
  notClosedYet: (closesAt: string) =>
    `This night's report is made when its trash-out window closes, at ${closesAt}`,
  mailSubject: (communityName: string, date: string) =>
    `${communityName}: night report for ${formatNightDate(date)}`,
  mailLines: (communityName: string, date: string, summary: string) => [
    `The night report of ${communityName} for ${formatNightDate(date)} is attached as a PDF.`,
    summary,
    'Each door, each problem with its photo and the last 30 nights are in the report, and on the same night in your portal.',
  ],
  mailAction: 'Open this night in the portal',
  summary: (counts: { served: number; nothingOut: number; problems: number; missed: number }) =>
    `${counts.served} served, ${counts.nothingOut} with nothing out, ${counts.problems} with a problem, ${counts.missed} missed.`,
  // The office's screen.
  reportsAction: 'Reports',
  listTitle: (communityName: string) => `Night reports: ${communityName}`,
  listDescription:
    'Each night is made when its trash-out window closes and emailed to the report contacts.',
  listEmpty: 'No night has been reported yet.',
  listFailed: 'Could not load the reports. Please try again.',
  downloadPdf: 'PDF',
  downloadLabel: (date: string) => `Download the report of ${formatNightDate(date)} as a PDF`,
} as const;
