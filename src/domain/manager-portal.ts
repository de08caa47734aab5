// The property manager's portal (docs/product.md#property-managers): its addresses and words.

import { MANAGER_HOME_PATH } from './site.ts';

/** The portal's sections of one community, each a tab named in the address (`?tab=`). */
export const MANAGER_TABS = [
  'doors',
  'service',
  'tickets',
  'notices',
  'invoices',
  'contract',
  'roster',
] as const;
export type ManagerTab = (typeof MANAGER_TABS)[number];

export const MANAGER_TAB_LABELS: Record<ManagerTab, string> = {
  doors: 'Doors',
  service: 'Service',
  tickets: 'Tickets',
  notices: 'Notices',
  invoices: 'Invoices',
  contract: 'Contract',
  roster: 'Rent roll',
};

/** A community's section in the portal; the service tab may name its day. */
export function managerPortalPath(communityId: number, tab: ManagerTab = 'doors', date?: string) {
  const search = new URLSearchParams({ community: String(communityId), tab });
  if (date) search.set('date', date);
  return `${MANAGER_HOME_PATH}?${search}`;
}

/** One night's service at the community, door by door: where the nightly report links. */
export const managerNightPath = (communityId: number, date: string) =>
  managerPortalPath(communityId, 'service', date);

export const MANAGER_TEXT = {
  communityNotFound: 'Community not found',
  dateInvalid: 'Choose a date',
} as const;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

const serviceTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Chicago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Whether a community's window (its "HH:MM" end, America/Chicago) has closed on `date` at `now`:
 * from then on a door with nothing recorded counts as missed.
 */
export function windowClosed(date: string, windowEnd: string, now: Date): boolean {
  const parts = Object.fromEntries(serviceTime.formatToParts(now).map((p) => [p.type, p.value]));
  const today = `${parts.year}-${parts.month}-${parts.day}`;
  if (date !== today) return date < today;
  return Number(parts.hour) * 60 + Number(parts.minute) >= minutesOf(windowEnd);
}

export const DOOR_STATUS_LABELS = {
  served: 'Served',
  starting: 'Starts soon',
  moved_out: 'Moved out',
} as const;

export const NIGHT_RESULT_LABELS = {
  collected: 'Collected',
  nothing_out: 'Nothing out',
  problem: 'Problem',
  missed: 'Missed',
  to_do: 'Not yet',
} as const;

export const TICKET_STATUS_LABELS = { open: 'Open', resolved: 'Resolved' } as const;

/** "10:30am" for a contract's "10:30". */
export function formatClock(clock: string): string {
  const hours = Number(clock.slice(0, 2));
  const suffix = hours >= 12 ? 'pm' : 'am';
  return `${hours % 12 || 12}:${clock.slice(3, 5)}${suffix}`;
}

/** The portal's words (docs/product.md#property-managers). */
export const PORTAL_TEXT = {
  name: 'Property portal',
  title: 'Property portal',
  description: "Your community's doors, each day's service with photos, tickets and contract.",
  noCommunities:
    'No community is in your portal yet. The Katy Valet Trash office adds yours once your contract is recorded.',
  loadFailed: 'Could not load your portal. Please try again.',
  communityLabel: 'Community',
  doorsIntro: (count: number) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? 'door is' : 'doors are'} served or starting under your contract.`,
  noDoors: 'No doors are enrolled yet. They appear here once your roster is imported.',
  serviceIntro:
    'Every door scheduled that day and what the crew recorded there, with the photo of each problem.',
  dayLabel: 'Day',
  noService: 'No pickups were scheduled at your community that day.',
  windowOpen: 'The window is still open: doors without a record are not yet collected.',
  noTickets: 'No resident has reported a problem.',
  ticketsIntro:
    'Problems your residents reported about a pickup, newest first, and how we resolved them.',
  noContract: 'Your contract has not been recorded yet.',
  invoicesIntro:
    'One invoice a month: every door served that month, each charged for the days it was served. Each invoice’s lines download door by door.',
  noInvoices: 'No invoice yet. The first comes after your first month of service.',
  downloadCsv: 'Download CSV',
  nightReport: "The night's report (PDF)",
  rosterIntro:
    'Upload your rent roll to add doors and residents moving in, and to end the service of residents moving out. You see every change before anything happens.',
  photoAlt: (unit: string) => `Photo the crew took at unit ${unit}`,
} as const;
