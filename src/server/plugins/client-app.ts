import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isClientRoute, signedOutDestination } from '../../domain/site.ts';

const SPA_FALLBACK = '__spa-fallback.html';

/**
 * Serves the built React app: hashed assets cached for a year, prerendered pages as static HTML,
 * and the SPA fallback for every other client route (404 status when no route matches, so
 * crawlers see a real not-found while the app still renders its 404 page).
 */
export async function registerClientApp(
  app: FastifyInstance,
  clientDir: string,
  deps: { hasSessionCookie: (request: FastifyRequest) => boolean },
) {
  if (!existsSync(join(clientDir, SPA_FALLBACK))) {
    app.log.warn({ clientDir }, 'client build not found: only /api is served (run npm run build)');
    return;
  }

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // npm run build writes .br/.gz beside each text file (scripts/precompress.mjs).
    preCompressed: true,
    // Our own header below; the plugin's default would overwrite it with max-age=0.
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${join(clientDir, 'assets')}`);
      res.raw.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });

  app.get('/*', async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (!route.startsWith('/api/') && !route.includes('..')) {
      const file = join(clientDir, route);
      if (existsSync(file) && statSync(file).isFile()) return reply.sendFile(route.slice(1));
      const prerendered = join(route, 'index.html').slice(1);
      if (existsSync(join(clientDir, prerendered))) return reply.sendFile(prerendered);
    }
    if (route.startsWith('/api/')) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${route}` });
    }
    const known = isClientRoute(route);
    const signedOutTo =
      known && !deps.hasSessionCookie(request)
        ? signedOutDestination(route, new URLSearchParams(request.url.split('?')[1] ?? ''))
        : null;
    // The answer depends on the cookie: no cache may keep it for someone else.
    if (signedOutTo) return reply.header('cache-control', 'no-store').redirect(signedOutTo, 302);
    return reply.code(known ? 200 : 404).sendFile(SPA_FALLBACK);
  });
}
