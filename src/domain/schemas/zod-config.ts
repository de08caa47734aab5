import { z } from 'zod';

// The site's Content-Security-Policy forbids eval (src/server/plugins/security-headers.ts). Zod
// probes for eval with `new Function` when it builds its first object schema, and the browser
// reports that probe as a CSP violation even though zod catches it (Lighthouse flags it under
// best practices). In the browser zod therefore runs without its JIT; the server, which has no
// CSP, keeps the faster JIT parsers. The crew app's service worker runs under the same policy.
// Imported by fields.ts, which every form schema builds on, so it runs before any object schema
// exists.
if ('window' in globalThis || 'WorkerGlobalScope' in globalThis) z.config({ jitless: true });
