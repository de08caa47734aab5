import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../lib/query-client';
import { ClientPortal } from '../routes/client-portal/portal';
import { CLIENT_PORTAL_ATTR } from '../routes/client-portal/portal-attr';

/**
 * The static /client-portal page's portal: the same React components the app renders, rendered
 * alone with react-dom and a query cache of their own, no router
 * (docs/decisions/042-app-pages-paint-their-frame-first.md). Loaded by the islands script only on
 * that page, and only where someone signed in: a visitor's prerendered Access Denied is the page.
 * It renders over the prerendered frame rather than hydrating it, since the customer's data is not
 * in it. Toasts show in the static pages' toaster, which shares the toast store.
 */
export function renderClientPortal() {
  const root = document.querySelector<HTMLElement>(`[${CLIENT_PORTAL_ATTR}]`);
  if (!root) return;
  // A transition: React renders in slices that yield to the browser, rather than in one task that
  // holds the page (the prerendered frame is on screen meanwhile).
  startTransition(() =>
    createRoot(root).render(
      <QueryClientProvider client={createQueryClient()}>
        <ClientPortal />
      </QueryClientProvider>,
    ),
  );
}
