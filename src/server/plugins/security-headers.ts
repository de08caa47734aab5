import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
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

/**
 * The build's hashed scripts and styles. No document is ever one of them (the crew's service
 * worker is served from the site's root, with the documents' set), so the document policies
 * (CSP, framing, COOP…) do nothing there, while their 1.2 KB of headers is paid again on each file
 * a page loads (docs/decisions/042-app-pages-paint-their-frame-first.md). They keep what protects
 * a subresource. Matched by the route, one per file of the build: a missing asset falls through
 * to the app's not-found page, a document, which gets the documents' set.
 */
const isBuiltAsset = (route: string | undefined) =>
  route !== undefined &&
  route.startsWith('/assets/') &&
  (route.endsWith('.js') || route.endsWith('.css'));
const ASSET_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
} as const;

/** The browser features the site uses: none but payments, on its pages and in the payment frames. */
const permissionsPolicy = (frameSources: string[]) => {
  const payment = ['self', ...frameSources.map((source) => `"${source}"`)].join(' ');
  return `camera=(), microphone=(), geolocation=(), usb=(), payment=(${payment})`;
};

/**
 * The headers helmet writes for `options`. None of its policies here depends on the request, so
 * they are taken once at start-up rather than worked out again on every request
 * (docs/decisions/003-session-cache.md).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader() {},
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/** Helmet's full policy for documents; a lean fixed set for /api and for the build's scripts and styles. */
export function registerSecurityHeaders(
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
  const permissions = { 'permissions-policy': permissionsPolicy(opts.extraFrameSources ?? []) };
  const assets = {
    ...ASSET_HEADERS,
    ...(opts.production ? { 'strict-transport-security': HSTS } : {}),
  };
  const api = {
    ...API_HEADERS,
    ...(opts.production ? { 'strict-transport-security': HSTS } : {}),
    ...permissions,
  };
  const documents = {
    ...helmetHeaders({
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
      strictTransportSecurity: opts.production,
    }),
    ...permissions,
  };
  // A path under /api that matched no route (a 404) is answered as both: the API's set wins.
  const unmatchedApi = { ...documents, ...api };

  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route?.startsWith('/api/')) reply.headers(api);
    else if (isBuiltAsset(route)) reply.headers(assets);
    else reply.headers(isApiRequest(request) ? unmatchedApi : documents);
    done();
  });
}
