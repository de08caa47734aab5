import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, PRERENDERED_ROUTES } from '../domain/site';
import routes from './routes';

// The server answers unknown paths with HTTP 404 using CLIENT_ROUTES, so every routed screen
// must be listed there, and every listed route must exist (or be built by an open issue).
const routedPaths = routes
  .map((r) => (r.index ? '/' : `/${r.path}`))
  .filter((path) => path !== '/*');

describe('client routes', () => {
  it('lists every routed screen in CLIENT_ROUTES', () => {
    for (const path of routedPaths) expect(CLIENT_ROUTES).toContain(path);
  });

  it('prerenders only routed screens', () => {
    for (const path of PRERENDERED_ROUTES) expect(routedPaths).toContain(path);
  });

  it('keeps the catch-all not-found route last', () => {
    expect(routes.at(-1)?.path).toBe('*');
  });
});
