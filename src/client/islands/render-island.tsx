import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { cn } from '../lib/cn';

/**
 * Renders one of the app's React screens on its static page
 * (docs/decisions/042-app-pages-paint-their-frame-first.md): alone with react-dom and a query cache
 * of its own, no router, into the element marked `attr`. It renders over the prerendered markup
 * rather than hydrating it: what the screen shows depends on the link and on who is signed in,
 * which the prerender did not know. In a transition, so React renders in slices that yield to the
 * browser rather than in one task that holds the page, the prerendered markup on screen meanwhile.
 */
export function renderIsland(attr: string, screen: ReactNode, client: QueryClient): void {
  const root = document.querySelector<HTMLElement>(`[${attr}]`);
  if (!root) return;
  // The class helper builds its tables of Tailwind's utilities on its first call: in a task of its
  // own here, not inside one of React's slices, which it would make a long task
  // (docs/decisions/058-a-quick-portal.md).
  setTimeout(() => {
    cn();
    startTransition(() =>
      createRoot(root).render(<QueryClientProvider client={client}>{screen}</QueryClientProvider>),
    );
  }, 0);
}
