import { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** How long a connection that was just refused stays unread. */
export const REFUSED_CONNECTION_PAUSE_MS = 1000;

/**
 * Called as a 429 or 503 with Retry-After is sent: the refusal goes out at once, and the server
 * reads nothing more from that connection for a second. A client that honours Retry-After loses
 * nothing; a flood that fires its next request the moment the refusal lands waits in its own
 * socket instead of taking the event loop from everyone else
 * (docs/decisions/022-sign-in-under-attack.md).
 */
export function holdBackRefusedConnection(request: FastifyRequest) {
  const socket = request.raw.socket;
  // An in-process request (fastify.inject) has no network connection to hold back.
  if (!(socket instanceof Socket) || socket.destroyed) return;
  socket.pause();
  setTimeout(() => socket.resume(), REFUSED_CONNECTION_PAUSE_MS).unref();
}
