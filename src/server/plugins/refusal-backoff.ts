import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a connection that was just refused stays unread. */
export const REFUSED_CONNECTION_PAUSE_MS = 1000;

/**
 * A 429 or 503 with Retry-After is sent at once, and then the server stops reading that
 * connection for a second. A client that honours Retry-After loses nothing; a flood that fires
 * its next request the moment the refusal lands waits in its own socket instead of taking the
 * event loop from everyone else (docs/decisions/022-sign-in-under-attack.md).
 */
export function registerRefusalBackoff(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const refused = reply.statusCode === 429 || reply.statusCode === 503;
    const socket = request.raw.socket;
    // An in-process request (fastify.inject) has no network connection to hold back.
    const connection = socket instanceof Socket && !socket.destroyed;
    if (refused && connection && reply.hasHeader('retry-after')) {
      socket.pause();
      setTimeout(() => socket.resume(), REFUSED_CONNECTION_PAUSE_MS).unref();
    }
    done();
  });
}
