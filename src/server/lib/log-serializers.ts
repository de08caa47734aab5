// A failed query's error carries its parameters three ways: Drizzle's message ("params: …") and
// `params`, and the driver's `detail` ("Key (email)=(…)", "Failing row contains (…)"). Those are
// password hashes, emails, phones and addresses, so none of them reaches a log line.
const PERSONAL_KEYS = new Set(['params', 'parameters', 'detail']);
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
const MAX_CAUSES = 5;

type SerializedError = { type: string; message: string; stack?: string; [key: string]: unknown };

const stripParams = (text: string) => text.replace(PARAMS_IN_TEXT, '\nparams: [redacted]');

/** Pino's `err` serializer, without the values a failed query was given. */
export function serializeError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error)) return value;
  const out: SerializedError = {
    type: value.constructor.name,
    message: stripParams(value.message),
  };
  if (value.stack) out.stack = stripParams(value.stack);
  for (const [key, child] of Object.entries(value)) {
    if (PERSONAL_KEYS.has(key) || key in out || key === 'cause') continue;
    out[key] = child instanceof Error ? serializeError(child, depth + 1) : child;
  }
  if (value.cause !== undefined && depth < MAX_CAUSES) {
    out.cause = serializeError(value.cause, depth + 1);
  }
  return out;
}
