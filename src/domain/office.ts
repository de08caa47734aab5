// The office: the staff's own app under /admin, with its own layout
// (docs/decisions/033-office-pages-instead-of-dashboard-tabs.md).

/** What staff call their app: its frame's name and the link to it in the site's Account menu. */
export const OFFICE_NAME = 'Office';

/** Where the office starts; it opens OFFICE_LANDING. */
export const OFFICE_HOME = '/admin';

/**
 * Every page of the office, in the order of its navigation. One entry is the whole registration:
 * the route (its screen is `src/client/routes/admin-<name>.tsx`), the navigation link, and the
 * server's list of known paths all read this list.
 */
export const OFFICE_PAGES = [
  { path: '/admin/today', label: 'Today' },
  { path: '/admin/schedules', label: 'Schedules' },
  { path: '/admin/route-sheet', label: 'Route Sheet' },
  { path: '/admin/customers', label: 'Customers' },
  { path: '/admin/subscriptions', label: 'Subscriptions' },
  { path: '/admin/communities', label: 'Communities' },
  { path: '/admin/invoices', label: 'Invoices' },
  { path: '/admin/crew', label: 'Crew' },
  { path: '/admin/tickets', label: 'Tickets' },
  { path: '/admin/notices', label: 'Notices' },
  { path: '/admin/waitlist', label: 'Waitlist' },
  { path: '/admin/analytics', label: 'Analytics' },
] as const satisfies readonly { path: `${typeof OFFICE_HOME}/${string}`; label: string }[];

export type OfficePage = (typeof OFFICE_PAGES)[number];
export type OfficePath = OfficePage['path'];

/**
 * A property-paid community's roster (docs/product.md#rent-roll-rosters): a page of the office
 * opened from a community's row, not from the navigation.
 */
export const COMMUNITY_ROSTER_ROUTE = '/admin/communities/:id/roster';
export const communityRosterPath = (communityId: number | string) =>
  COMMUNITY_ROSTER_ROUTE.replace(':id', String(communityId));

/** The page /admin opens: the board of the day (docs/decisions/033-office-pages-instead-of-dashboard-tabs.md). */
export const OFFICE_LANDING: OfficePath = '/admin/today';
