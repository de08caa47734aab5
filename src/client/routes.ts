import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { COMMUNITY_ROSTER_ROUTE, OFFICE_HOME, OFFICE_PAGES } from '../domain/office';

/** An office page's screen, named after its path: /admin/schedules is routes/admin-schedules.tsx. */
const officePage = (path: string) => {
  const name = path.slice(`${OFFICE_HOME}/`.length);
  return route(name, `routes/admin-${name}.tsx`);
};

// Every path here is listed in CLIENT_ROUTES (src/domain/site.ts), which the server uses to
// answer unknown paths with a real 404; a test keeps the two in step.
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('pricing', 'routes/pricing.tsx'),
  route('residential-valet', 'routes/residential-valet.tsx'),
  route('property-management', 'routes/property-management.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-of-service', 'routes/terms-of-service.tsx'),
  route('sitemap', 'routes/sitemap.tsx'),
  // The marketing pages in Spanish (docs/product.md#languages): the same pages, their own module
  // each, which loads the Spanish messages only.
  route('es', 'routes/es.home.tsx'),
  route('es/about', 'routes/es.about.tsx'),
  route('es/pricing', 'routes/es.pricing.tsx'),
  route('es/residential-valet', 'routes/es.residential-valet.tsx'),
  route('es/property-management', 'routes/es.property-management.tsx'),
  route('es/privacy-policy', 'routes/es.privacy-policy.tsx'),
  route('es/terms-of-service', 'routes/es.terms-of-service.tsx'),
  route('es/sitemap', 'routes/es.sitemap.tsx'),
  route('search', 'routes/search.tsx'),
  route('es/search', 'routes/es.search.tsx'),
  route('waitlist', 'routes/waitlist.tsx'),
  route('waitlist/confirm', 'routes/waitlist-confirm.tsx'),
  route('login', 'routes/login.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('confirm-email', 'routes/confirm-email.tsx'),
  route('unsubscribe', 'routes/unsubscribe.tsx'),
  route('admin-login', 'routes/admin-login.tsx'),
  route('profile', 'routes/profile.tsx'),
  route('client-portal', 'routes/client-portal.tsx'),
  route('manager', 'routes/manager.tsx'),
  // The office: its layout (routes/admin.tsx) around every page of OFFICE_PAGES.
  route(OFFICE_HOME.slice(1), 'routes/admin.tsx', [
    index('routes/admin-home.tsx'),
    ...OFFICE_PAGES.map(({ path }) => officePage(path)),
    route(
      COMMUNITY_ROSTER_ROUTE.slice(`${OFFICE_HOME}/`.length),
      'routes/admin-community-roster.tsx',
    ),
  ]),
  route('subscribe', 'routes/subscribe.tsx'),
  route('paypal-subscribe', 'routes/paypal-subscribe.tsx'),
  route('payment-success', 'routes/payment-success.tsx'),
  route('payment-cancel', 'routes/payment-cancel.tsx'),
  route('sandbox-paypal', 'routes/sandbox-paypal.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
