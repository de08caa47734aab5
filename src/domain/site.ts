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
  phoneHours: 'Monday-Friday 8am-6pm',
  emailReplyHours: 24,
} as const;

export const SITE_URL_FALLBACK = 'http://localhost:3000';
export const THEME_COLOR = '#087F5B';

// Routes rendered to static HTML at build time (marketing pages, crawled by search engines).
export const PRERENDERED_ROUTES = ['/'] as const;

/** Every route the client app answers (spec §2); any other path is a 404 page. */
export const CLIENT_ROUTES = [
  '/',
  '/about',
  '/pricing',
  '/signup',
  '/login',
  '/admin-login',
  '/forgot-password',
  '/reset-password',
  '/profile',
  '/client-portal',
  '/admin',
  '/subscribe',
  '/paypal-subscribe',
  '/payment-success',
  '/payment-cancel',
  '/residential-valet',
  '/property-management',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap',
  '/search',
] as const;
export type ClientRoute = (typeof CLIENT_ROUTES)[number];
