import { useContext } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

/**
 * A route whose handle is this ships as a static page: its prerendered HTML loads no React, only
 * the islands script (src/client/islands/static-page.ts). Reached from inside the app it still
 * renders as a normal route, with the same behaviours attached by effects.
 */
export const STATIC_PAGE_HANDLE = { staticPage: true } as const;

/**
 * The islands script's src in the prerendered HTML until `npm run build` has bundled it; then
 * scripts/build-islands.ts puts the bundle's hashed URL in its place.
 */
export const ISLANDS_SCRIPT_PLACEHOLDER = '/assets/islands-entry.js';

const isStaticPageHandle = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && 'staticPage' in handle;

/**
 * True while prerendering a static page: never in the browser, nor in the dev server, nor for the
 * SPA fallback (rendered for "/" too, and it must carry the app's scripts). React Router exposes
 * that last case only through its framework context.
 */
export function usePrerenderingStaticPage(): boolean {
  const matches = useMatches();
  const spaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode ?? false;
  return (
    import.meta.env.SSR &&
    !import.meta.env.DEV &&
    !spaFallback &&
    matches.some((m) => isStaticPageHandle(m.handle))
  );
}
