import type { FastifyInstance } from 'fastify';
import { hasNul, INPUT_MESSAGES } from '../../domain/schemas/fields.ts';
import { badRequest } from '../lib/errors.ts';

/** The path of the first string (value or key) in `value` that holds a NUL, or undefined. */
function findNul(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return hasNul(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  // A key-by-key walk with no copy of the entries: it runs on every request, most of whose
  // params and query are empty.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (hasNul(key)) return [...path, key];
    const found = findNul((value as Record<string, unknown>)[key], [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * The field builders refuse NUL in every schema'd string; this catches it in whatever they do not
 * see (unknown keys, a body a service validates itself, a schema built without them), because
 * PostgreSQL refuses NUL in text and the query would fail as a 500.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    // A NUL reaches the params and the query only percent-encoded (the HTTP parser refuses a raw
    // one in the request line): a request without a body or a %00 has none to look for.
    if (request.body === undefined && !request.url.includes('%00')) return done();
    for (const part of [request.params, request.query, request.body]) {
      const path = findNul(part);
      if (path) {
        const field = path.join('.') || '_';
        done(
          badRequest(INPUT_MESSAGES.controlCharacter, {
            [field]: [INPUT_MESSAGES.controlCharacter],
          }),
        );
        return;
      }
    }
    done();
  });
}
