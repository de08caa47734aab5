import type { FastifyRequest } from 'fastify';

const API_PREFIX = '/api/';

function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whether a request is for the API, by the route it matched rather than its raw URL: the router
 * decodes the path, so `/%61pi/admin/users` reaches /api/admin/users and must get the API's hooks.
 * A request that matched no API route (404s, the client fallback) is judged by its decoded path.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  // Decoding never changes a leading "/api/": most API requests are answered by this alone,
  // without building the route's options (docs/decisions/003-session-cache.md).
  if (request.url.startsWith(API_PREFIX)) return true;
  if (request.routeOptions.url?.startsWith(API_PREFIX)) return true;
  return decodedPath(request.url).startsWith(API_PREFIX);
}
