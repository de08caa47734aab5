import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

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

const prototypes = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

/**
 * What every request's logger inherits from: the parent's own (silent) methods for the levels
 * the parent does not write, and for the others a method that writes through the request's child.
 */
function prototypeFor(parent: FastifyBaseLogger): FastifyBaseLogger {
  let prototype = prototypes.get(parent);
  if (prototype) return prototype;
  prototype = Object.create(parent) as FastifyBaseLogger;
  const writes = (level: string) =>
    !('isLevelEnabled' in parent) ||
    (parent as { isLevelEnabled(level: string): boolean }).isLevelEnabled(level);
  for (const level of LEVELS) {
    if (!writes(level)) continue;
    prototype[level] = function (this: RequestLogger, ...line: Parameters<LogMethod>) {
      childOf(this, parent)[level](...line);
    } as LogMethod;
  }
  prototype.child = function (this: RequestLogger, bindings, options) {
    return childOf(this, parent).child(bindings, options);
  };
  prototypes.set(parent, prototype);
  return prototype;
}

/**
 * Fastify gives every request a child logger bound to its id. Building a pino child copies the
 * bindings into a string and more, on every request, while at the production level most requests
 * never write a line (docs/decisions/003-session-cache.md). Each request gets a stand-in instead;
 * its first line builds the same child, so every line still carries the request's id.
 */
export const requestLoggerFactory: ChildLoggerFactory = (logger, bindings, options) => {
  // A route's own level or serialisers change the methods themselves: that child is built as is.
  if (options.level || options.serializers) return logger.child(bindings, options);
  const log = Object.create(prototypeFor(logger)) as RequestLogger;
  log[BINDINGS] = bindings;
  return log;
};
