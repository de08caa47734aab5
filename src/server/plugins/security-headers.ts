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

const HSTS = 'max-age=31536000; includeSubDomains';

/** The browser features the site uses: none but payments, on its pages and in the payment frames. */
const permissionsPolicy = (frameSources: string[]) => {
  const payment = ['self', ...frameSources.map((source) => `"${source}"`)].join(' ');
  return `camera=(), microphone=(), geolocation=(), usb=(), payment=(${payment})`;
};

/** Helmet's full policy for documents and assets; a lean fixed set for /api. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: {
    production: boolean;
    /** Hash sources of the built pages' inline scripts (lib/inline-scripts.ts). */
    inlineScriptHashes?: string[];
    extraScriptSources?: string[];
    extraFrameSources?: string[];
    extraConnectSources?: string[];
  },
) {
  const apiHeaders = opts.production
    ? { ...API_HEADERS, 'strict-transport-security': HSTS }
    : API_HEADERS;
  const permissions = permissionsPolicy(opts.extraFrameSources ?? []);
  // Must run before helmet's own onRoute hook, which reads `helmet: false`.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/')) route.helmet = false;
  });
  // A callback hook, not an async one: it runs on every API request and needs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiRequest(request)) reply.headers(apiHeaders);
    reply.header('permissions-policy', permissions);
    done();
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Inline scripts only by the hash of the exact text the build wrote.
        scriptSrc: [
          "'self'",
          ...(opts.inlineScriptHashes ?? []),
          ...(opts.extraScriptSources ?? []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: shows a photo the crew app has just taken, before it is sent.
        imgSrc: ["'self'", 'data:', 'blob:'],
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
