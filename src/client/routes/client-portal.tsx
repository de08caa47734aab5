import { appTitle, englishTitle } from '../lib/app-title';
import { pageMeta } from '../lib/seo';
import { STATIC_PAGE_HANDLE } from '../lib/static-page';
import { AccessDenied, ClientPortal as AppPortal, PortalFrame } from './client-portal/portal';
import { CLIENT_PORTAL_ATTR } from './client-portal/portal-attr';

export const meta = () =>
  pageMeta({
    title: englishTitle(handle),
    description: 'Your pickups, schedule, billing and settings.',
    path: '/client-portal',
    noIndex: true,
  });

// A first visit gets the prerendered frame; its island renders the portal alone with react-dom
// (docs/decisions/042-app-pages-paint-their-frame-first.md).
export const handle = { ...STATIC_PAGE_HANDLE, ...appTitle('portal.title') };

/**
 * As prerendered: Access Denied for a browser where nobody signed in, which the page's script
 * writes in the visitor's language when it is not English, and
 * for one with the signed-in hint the portal's frame, which the island replaces (the header's
 * `data-auth-slot` rule picks one before the first paint).
 */
function PrerenderedPortal() {
  return (
    <>
      <div data-auth-slot="guest">
        <AccessDenied marked />
      </div>
      <div data-auth-slot="member">
        <PortalFrame />
      </div>
    </>
  );
}

/**
 * /client-portal (docs/product.md#screens-and-routes): a customer's pickups, schedule, billing and
 * settings in tabs; Access Denied with a Log In button for a signed-out visitor (no redirect).
 */
export default function ClientPortal() {
  return (
    <div {...{ [CLIENT_PORTAL_ATTR]: '' }}>
      {import.meta.env.SSR && !import.meta.env.DEV ? <PrerenderedPortal /> : <AppPortal />}
    </div>
  );
}
