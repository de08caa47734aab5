import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, CREW_APP_PATH, MARKETING_ROUTES, STATIC_APP_ROUTES } from '../domain/site';
import routes from './routes';

// The server answers unknown paths with HTTP 404 using CLIENT_ROUTES, so every routed screen
// must be listed there, and every listed route must exist (or be built by an open issue).
type Entry = (typeof routes)[number];
const pathsOf = (entries: readonly Entry[], parent = ''): string[] =>
  entries.flatMap((r) => {
    const path = r.index ? parent || '/' : `${parent}/${r.path}`;
    return [path, ...pathsOf(r.children ?? [], path)];
  });
const routedPaths = pathsOf(routes).filter((path) => path !== '/*');

describe('client routes', () => {
  it('lists every routed screen in CLIENT_ROUTES', () => {
    for (const path of routedPaths) expect(CLIENT_ROUTES).toContain(path);
  });

  // The crew app is a page of its own, outside this app (docs/product.md#crew-app).
  it('routes every listed path but the crew app', () => {
    for (const path of CLIENT_ROUTES) {
      if (path !== CREW_APP_PATH) expect(routedPaths).toContain(path);
    }
  });

  it('prerenders only routed screens', () => {
    for (const path of [...MARKETING_ROUTES, ...STATIC_APP_ROUTES]) {
      expect(routedPaths).toContain(path);
    }
  });

  it('keeps the catch-all not-found route last', () => {
    expect(routes.at(-1)?.path).toBe('*');
  });
});
