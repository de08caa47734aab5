import type { FastifyReply, FastifyRequest } from 'fastify';

// A failed query's error carries its parameters three ways: Drizzle's message ("params: …") and
// `params`, and the driver's `detail` ("Key (email)=(…)", "Failing row contains (…)"). Those are
// password hashes, emails, phones and addresses, so none of them reaches a log line.
const PERSONAL_KEYS = new Set(['params', 'parameters', 'detail']);
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
const MAX_CAUSES = 5;

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

const stripParams = (text: string) => text.replace(PARAMS_IN_TEXT, '\nparams: [redacted]');

function serialize(err: Error, depth: number): SerializedError {
  const out: SerializedError = {
    type: err.constructor.name,
    message: stripParams(err.message),
    stack: stripParams(err.stack ?? ''),
  };
  for (const [key, child] of Object.entries(err)) {
    if (PERSONAL_KEYS.has(key) || key in out || key === 'cause') continue;
    out[key] = child instanceof Error ? serialize(child, depth + 1) : child;
  }
  if (err.cause !== undefined && depth < MAX_CAUSES) {
    out.cause = err.cause instanceof Error ? serialize(err.cause, depth + 1) : err.cause;
  }
  return out;
}

/** Pino's `err` serializer, without the values a failed query was given. */
export const serializeError = (err: Error): SerializedError => serialize(err, 0);

/** A request as its log lines show it: no headers, so no cookie reaches the log. */
export const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url,
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** A reply as its log lines show it. */
export const serializeReply = (reply: FastifyReply) => ({ statusCode: reply.statusCode });
