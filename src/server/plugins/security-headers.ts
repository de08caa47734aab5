import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isApiRequest } from '../lib/api-request.ts';

// JSON replies need none of the document policies (CSP, COOP…), and helmet's per-request work
// halved API throughput (docs/decisions/003-session-cache.md): they get a fixed, precomputed set.
const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const;

/** Helmet's full policy for documents and assets; a lean fixed set for /api. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: {
    production: boolean;
    extraScriptSources?: string[];
    extraFrameSources?: string[];
    extraConnectSources?: string[];
  },
) {
  // Must run before helmet's own onRoute hook, which reads `helmet: false`.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/')) route.helmet = false;
  });
  // A callback hook, not an async one: it runs on every API request and needs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiRequest(request)) reply.headers(API_HEADERS);
    done();
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // React Router's SPA bootstrap is an inline module script.
        scriptSrc: ["'self'", "'unsafe-inline'", ...(opts.extraScriptSources ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(opts.extraConnectSources ?? [])],
        frameSrc: ["'self'", ...(opts.extraFrameSources ?? [])],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: opts.production ? [] : null,
      },
    },
    hsts: opts.production,
  });
}
