import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Logger } from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
const BINDINGS = Symbol('request log bindings');
const CHILD = Symbol('request child logger');

type RequestLogger = FastifyBaseLogger & {
  [BINDINGS]: Record<string, unknown>;
  [CHILD]?: FastifyBaseLogger;
};
type LogMethod = FastifyBaseLogger['info'];
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/** The request's own child logger, bound to its id, built on its first line. */
const childOf = (log: RequestLogger, parent: FastifyBaseLogger) =>
  (log[CHILD] ??= parent.child(log[BINDINGS]));

/**
 * What every request's logger inherits from: the parent's own (silent) methods for the levels
 * the parent does not write, and for the others a method that writes through the request's child.
 */
function prototypeFor(parent: Logger): FastifyBaseLogger {
  const prototype = Object.create(parent) as FastifyBaseLogger;
  for (const level of LEVELS) {
    if (!parent.isLevelEnabled(level)) continue;
    prototype[level] = function (this: RequestLogger, ...line: Parameters<LogMethod>) {
      childOf(this, parent)[level](...line);
    } as LogMethod;
  }
  prototype.child = function (this: RequestLogger, bindings, options) {
    return childOf(this, parent).child(bindings, options);
  };
  return prototype;
}

/**
 * Every request gets a child of `parent` bound to its id. Building a pino child copies the
 * bindings into a string and more, on every request, while at the production level most requests
 * never write a line (docs/decisions/003-session-cache.md). Each request gets a stand-in instead;
 * its first line builds the same child, so every line still carries the request's id.
 */
function requestLoggerFactory(parent: Logger): ChildLoggerFactory {
  const prototype = prototypeFor(parent);
  // Fastify passes its own logger first: it has none (see attachLogger).
  return (_fastifys, bindings, options) => {
    // A route's own level or serialisers change the methods themselves: that child is built as is.
    if (options.level || options.serializers) return parent.child(bindings, options);
    const log = Object.create(prototype) as RequestLogger;
    log[BINDINGS] = bindings;
    return log;
  };
}

/**
 * The app and every request log through `log`, which Fastify is not handed: holding a logger, it
 * times every response and listens for its end, for a "request completed" line that only info
 * and below write (docs/decisions/003-session-cache.md). Where that line is written, a response
 * hook has Fastify time responses and write it, with the "incoming request" line it always writes.
 */
export function attachLogger(app: FastifyInstance, log: Logger): void {
  app.log = log;
  app.setChildLoggerFactory(requestLoggerFactory(log));
  if (log.isLevelEnabled('info')) app.addHook('onResponse', (_request, _reply, done) => done());
}
