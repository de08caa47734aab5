import type { FastifyReply } from 'fastify';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * For a route that answers the same object again and again from memory (a cached session's user,
 * a customer's kept list): each object is written to JSON once, by the route's own response
 * schema, and that text is the reply every time after (docs/decisions/003-session-cache.md).
 * A kept object is never changed after it is made; a change makes a new one. One per route, as
 * the text is its schema's.
 */
export function keptJson<Key extends object>(toReply: (key: Key) => unknown) {
  const kept = new WeakMap<Key, string>();
  return (reply: FastifyReply, key: Key): FastifyReply => {
    let json = kept.get(key);
    if (json === undefined) {
      // The route's schema serialiser writes JSON text.
      json = reply.serialize(toReply(key)) as string;
      kept.set(key, json);
    }
    return reply.type(JSON_TYPE).send(json);
  };
}
