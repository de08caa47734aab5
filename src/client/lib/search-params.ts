import { useSyncExternalStore, type MouseEvent } from 'react';

/**
 * The address's query without a router: the client portal renders both inside the app and alone
 * on its static page (docs/decisions/042-app-pages-paint-their-frame-first.md), so it keeps what it
 * puts there (`?tab=`) in the address itself. `history.replaceState` announces nothing, so this
 * module tells its readers with an event of its own; Back and Forward arrive as `popstate`.
 */
const SEARCH_CHANGED = 'searchchange';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(SEARCH_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(SEARCH_CHANGED, onChange);
  };
}

const currentSearch = () => window.location.search;

/** The address's query string (`?tab=billing`), read again whenever it changes. */
export function useSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => '');
}

/**
 * Changes the address's query in place: no new history entry, no page load, no scroll. The
 * history entry's state is kept, since the app's router keeps its own there.
 */
export function replaceSearchParams(update: (params: URLSearchParams) => void): void {
  const url = new URL(window.location.href);
  update(url.searchParams);
  if (url.href === window.location.href) return;
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(SEARCH_CHANGED));
}

/**
 * A plain link's click handler: a link to this same page with another query (the payment banner's
 * link to the Billing tab, shown on the portal itself) changes the query in place rather than
 * loading the page again. A link elsewhere, or opened in a new tab, goes as a link does.
 */
export function followInPlace(event: MouseEvent<HTMLAnchorElement>): void {
  const url = new URL(event.currentTarget.href);
  const plainClick =
    event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  if (!plainClick || url.origin !== window.location.origin) return;
  if (url.pathname !== window.location.pathname) return;
  event.preventDefault();
  replaceSearchParams((params) => {
    for (const key of [...params.keys()]) params.delete(key);
    for (const [key, value] of url.searchParams) params.append(key, value);
  });
}
