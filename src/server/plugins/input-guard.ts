import type { FastifyInstance } from 'fastify';
import { hasNul, INPUT_MESSAGES, MAX_BODY_DEPTH } from '../../domain/schemas/fields.ts';
import { badRequest } from '../lib/errors.ts';
import { nestsDeeperThan } from '../lib/json-depth.ts';

/** A value still to look into, and how it was reached (its path is built only for a finding). */
type Pending = { value: unknown; key: string; parent: Pending | undefined };

const pathOf = (found: Pending): string[] => {
  const path: string[] = [];
  for (let at: Pending | undefined = found; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The path of a string (value or key) in `value` that holds a NUL, or undefined. An explicit
 * stack, not recursion: request data is the client's, and a walk that recursed or copied the path
 * at each level would let nesting alone exhaust the stack or the CPU.
 */
function findNul(value: unknown): string[] | undefined {
  const stack: Pending[] = [{ value, key: '', parent: undefined }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const current = next.value;
    if (typeof current === 'string') {
      if (hasNul(current)) return pathOf(next);
      continue;
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    const children: Pending[] = [];
    for (const key in current) {
      if (!Object.hasOwn(current, key)) continue;
      const child = { value: (current as Record<string, unknown>)[key], key, parent: next };
      if (hasNul(key)) return pathOf(child);
      children.push(child);
    }
    // Reversed onto the stack, so the first field in the body is the one named.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return undefined;
}

/**
 * The field builders refuse NUL in every schema'd string; this catches it in whatever they do not
 * see (unknown keys, a body a service validates itself, a schema built without them), because
 * PostgreSQL refuses NUL in text and the query would fail as a 500. JSON nested deeper than any
 * form is refused before it is parsed, so nothing after pays for its depth.
 */
export function registerInputGuard(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (nestsDeeperThan(text, MAX_BODY_DEPTH)) {
      done(badRequest(INPUT_MESSAGES.tooDeep), undefined);
      return;
    }
    parseJson(request, text, done);
  });

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
