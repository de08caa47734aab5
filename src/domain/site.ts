import { COMMUNITY_ROSTER_ROUTE, OFFICE_HOME, OFFICE_PAGES, type OfficePath } from './office.ts';
import { parsePlanParam } from './plans.ts';
import type { Role } from './schemas/account.ts';

// Business identity and contact details: one source for the header, footer, legal pages and metadata.
export const BUSINESS = {
  name: 'Katy Valet Trash',
  legalName: 'Katy Valet Trash LLC',
  phone: '(281) 555-0142',
  phoneHref: 'tel:+12815550142',
  email: 'hello@katyvalettrash.com',
  street: '1550 W Grand Pkwy S, Suite 200',
  city: 'Katy',
  state: 'TX',
  zip: '77494',
  emailReplyHours: 24,
} as const;

/** A page's title as the tab shows it: the page's, then the business's name. */
export const pageTitle = (title: string): string => `${title} | ${BUSINESS.name}`;

/** The public origin used in canonical URLs, sitemaps and social cards. */
export const SITE_URL = 'https://www.katyvalettrash.com';
export const THEME_COLOR = '#087F5B';
/** The social share card (1200x630), drawn by scripts/og-image.ts. */
export const SHARE_IMAGE_PATH = '/og-image.jpg';

// Routes rendered to static HTML at build time (marketing pages, crawled by search engines, and
// listed in /sitemap.xml). The search pages are left out: their content depends on the query.
export const PRERENDERED_ROUTES = [
  '/',
  '/about',
  '/pricing',
  '/residential-valet',
  '/property-management',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap',
] as const;

/**
 * The same pages in Spanish, each at its English path under /es (docs/product.md#languages):
 * prerendered and in the sitemap too.
 */
export const SPANISH_PAGE_ROUTES = [
  '/es',
  '/es/about',
  '/es/pricing',
  '/es/residential-valet',
  '/es/property-management',
  '/es/privacy-policy',
  '/es/terms-of-service',
  '/es/sitemap',
] as const satisfies { length: (typeof PRERENDERED_ROUTES)['length'] };

/** Every marketing page in both languages: what is prerendered as one and listed in /sitemap.xml. */
export const MARKETING_ROUTES = [...PRERENDERED_ROUTES, ...SPANISH_PAGE_ROUTES] as const;

/**
 * App pages prerendered as static pages too, so a first visit loads no React
 * (docs/decisions/042-app-pages-paint-their-frame-first.md). Not marketing: kept out of the sitemap.
 */
export const STATIC_APP_ROUTES = [
  '/login',
  '/signup',
  '/paypal-subscribe',
  '/client-portal',
] as const;

const APP_ROUTES = [
  '/',
  '/about',
  '/pricing',
  '/signup',
  '/login',
  '/admin-login',
  '/forgot-password',
  '/reset-password',
  // The link mailed to a new sign-in email (docs/product.md#service-details).
  '/confirm-email',
  // An email's one-click unsubscribe link (docs/product.md#notifications).
  '/unsubscribe',
  '/profile',
  '/client-portal',
  // The office's own pages are listed in OFFICE_PAGES; /admin opens one of them.
  '/admin',
  '/subscribe',
  '/paypal-subscribe',
  '/payment-success',
  '/payment-cancel',
  // The sandbox provider's PayPal-like approval page (development and tests only).
  '/sandbox-paypal',
  '/residential-valet',
  '/property-management',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap',
  // The search page in each language: rendered in the browser, as its content is the query's.
  '/search',
  '/es/search',
  // The waitlist for ZIP codes we don't serve yet, and its emailed confirmation link.
  '/waitlist',
  '/waitlist/confirm',
  // The crew's phone app, a page of its own outside the React app (docs/product.md#crew-app).
  '/crew',
  // A property manager's portal (docs/product.md#property-managers).
  '/manager',
  ...SPANISH_PAGE_ROUTES,
] as const;

/**
 * Every route the client app answers (docs/product.md#screens-and-routes); others are a 404 page.
 */
export const CLIENT_ROUTES: readonly (
  (typeof APP_ROUTES)[number] | OfficePath | typeof COMMUNITY_ROSTER_ROUTE
)[] = [...APP_ROUTES, ...OFFICE_PAGES.map((page) => page.path), COMMUNITY_ROSTER_ROUTE];

/**
 * Whether the client app answers a path: a route of CLIENT_ROUTES, where a `:name` segment
 * stands for any one segment.
 */
export function isClientRoute(pathname: string): boolean {
  return CLIENT_ROUTE_PATTERNS.some((pattern) => pattern.test(pathname));
}

const CLIENT_ROUTE_PATTERNS = CLIENT_ROUTES.map(
  (route) => new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`),
);

/** The crew's phone app: its own entry, manifest and service worker scope. */
export const CREW_APP_PATH = '/crew';

/** A property manager's portal (docs/product.md#property-managers). */
export const MANAGER_HOME_PATH = '/manager';

/** The customer's own page, where signing in lands. */
export const PROFILE_PATH = '/profile';

/**
 * Where a signed-in user belongs: a porter in the crew app, a property manager in their portal,
 * anyone else on their profile.
 */
export const signedInHome = (role: Role): string =>
  role === 'porter' ? CREW_APP_PATH : role === 'manager' ? MANAGER_HOME_PATH : PROFILE_PATH;

export type NavLink = { label: string; to: string };

export const CONTACT_SECTION_ID = 'contact';

/** The client portal opened on its Billing tab: where emails about payments send the customer. */
export const BILLING_TAB_PATH = '/client-portal?tab=billing';

/** The client portal opened on its Notices tab: where a notice's email and text lead. */
export const NOTICES_TAB_PATH = '/client-portal?tab=notices';

/**
 * A readable companion of the httpOnly session cookie that holds no secret, only "someone signed
 * in here". Without it the app skips GET /api/user: a first-time visitor's pages make no request
 * that can only answer 401.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

/**
 * Where a signed-out visitor of a page that needs an account goes: the payment step back to the
 * sign-up with its plan, the profile to Log In, the office to its sign-in. The server answers a
 * request that carries no session cookie with this redirect, so such a visitor never sees a
 * spinner and a second page; the app's guards send a session that has ended the same way.
 */
export function signedOutDestination(pathname: string, search: URLSearchParams): string | null {
  if (pathname === '/subscribe') return `/signup?plan=${parsePlanParam(search.get('plan'))}`;
  if (pathname === PROFILE_PATH || pathname === MANAGER_HOME_PATH) return '/login';
  if (pathname === OFFICE_HOME || pathname.startsWith(`${OFFICE_HOME}/`)) return '/admin-login';
  return null;
}
