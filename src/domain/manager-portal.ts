// The property manager's portal (docs/product.md#property-managers): its addresses and words.

export const MANAGER_HOME_PATH = '/manager';

export const managerCommunityPath = (communityId: number) =>
  `${MANAGER_HOME_PATH}/communities/${communityId}`;

/** One night's service at the community, door by door: where the nightly report links. */
export const managerNightPath = (communityId: number, date: string) =>
  `${managerCommunityPath(communityId)}/nights/${date}`;

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
