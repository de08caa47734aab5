import type { ServerResponse } from 'node:http';
import { MESSAGES } from '../../../domain/messages.ts';
import { serviceClock } from '../../../domain/pickup-calendar.ts';
import { TODAY_CHANGED_EVENT } from '../../../domain/schemas/today.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { serviceUnavailable, tooManyRequests } from '../../lib/errors.ts';

// The Today board's live part (docs/decisions/035-today-board-live.md): each app server keeps
// the office's open event streams and tells them to read the board again when the database
// says a pickup of today changed, whichever server wrote it. A stream lasts only as long as the
// session that opened it (docs/decisions/044-streams-end-with-their-session.md).

/** The channel the today_board migration's triggers notify, with each changed pickup's date. */
const TODAY_CHANNEL = 'today_board_changed';

/** Notices closer together than this make one push: a porter's sync of 500 doors is one read. */
const COALESCE_MS = 250;
/** A comment this often keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before opening a dropped stream again. */
const RETRY_MS = 3_000;
/** A stream ends after this long and the browser opens it again, through the admin guard. */
const STREAM_LIFETIME_MS = 10 * 60_000;
/**
 * How often the open streams' sessions are read again: one ended on another server (signed out,
 * revoked, expired) or whose user is no longer an admin loses its stream within this.
 */
const SESSION_CHECK_MS = 30_000;
/** Open boards per person on one server: a few windows and screens, not a leak of tabs. */
export const TODAY_STREAMS_PER_USER = 5;
/** A full server asks the browser to try again after this long. */
const RETRY_FULL_SECONDS = 30;

/** Who opened a stream: the session (by its stored id) and its user. */
export type StreamOwner = { sessionId: string; userId: number };

/** Which of these sessions are still live, answered with each one's user's role. */
export type LiveSessions = (sessionIds: string[]) => Promise<Map<string, string>>;

export function createTodayEvents(deps: {
  listen: DatabaseHandle['listen'];
  liveSessions: LiveSessions;
  /** Open streams this server keeps at most, all users together (TODAY_STREAMS_MAX). */
  maxStreams: number;
  onCheckFailed: (err: unknown) => void;
}) {
  const streams = new Map<ServerResponse, StreamOwner>();
  let listener: { stop(): Promise<void> } | undefined;
  let pending: NodeJS.Timeout | undefined;

  const writeAll = (chunk: string) => {
    for (const stream of streams.keys()) stream.write(chunk);
  };

  const changed = () => {
    pending ??= setTimeout(() => {
      pending = undefined;
      writeAll(`event: ${TODAY_CHANGED_EVENT}\ndata: \n\n`);
    }, COALESCE_MS);
  };

  const endWhere = (predicate: (owner: StreamOwner) => boolean) => {
    for (const [stream, owner] of streams) if (predicate(owner)) stream.end();
  };

  /** Ends the streams whose session is gone or whose user is no longer an admin. */
  const checkSessions = async () => {
    if (streams.size === 0) return;
    const ids = [...new Set([...streams.values()].map((owner) => owner.sessionId))];
    const live = await deps.liveSessions(ids);
    endWhere((owner) => live.get(owner.sessionId) !== 'admin');
  };

  const heartbeat = setInterval(() => writeAll(': still here\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const sessionCheck = setInterval(
    () => void checkSessions().catch(deps.onCheckFailed),
    SESSION_CHECK_MS,
  );
  sessionCheck.unref();

  // The database connection is held only while someone watches the board.
  const startListening = () => {
    listener ??= deps.listen(TODAY_CHANNEL, {
      onNotification(payload) {
        if (payload === '*' || payload === serviceClock(new Date()).date) changed();
      },
      // Notices sent while not listening are lost: a board that may have missed one reads again.
      onListening: changed,
    });
  };

  const stopListening = () => {
    const current = listener;
    listener = undefined;
    void current?.stop();
  };

  return {
    /** Throws a 429 or 503 when `owner` may not open one more stream on this server now. */
    admit(owner: StreamOwner): void {
      let mine = 0;
      for (const other of streams.values()) if (other.userId === owner.userId) mine += 1;
      if (mine >= TODAY_STREAMS_PER_USER) {
        throw tooManyRequests(MESSAGES.todayOpenTooOften(TODAY_STREAMS_PER_USER), RETRY_MS / 1000);
      }
      if (streams.size >= deps.maxStreams) {
        throw serviceUnavailable(MESSAGES.todayStreamsFull, RETRY_FULL_SECONDS);
      }
    },

    /**
     * Keeps `stream` (its headers not yet sent, its owner admitted) until it closes, its
     * lifetime is over or its session ends.
     */
    open(
      stream: ServerResponse,
      headers: Record<string, string | number | string[] | undefined>,
      owner: StreamOwner,
    ) {
      stream.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        // A stream's connection is not kept for another request: when the stream ends (its
        // lifetime, a shutdown) the socket closes with it, and a closing server waits for none.
        connection: 'close',
      });
      stream.write(`retry: ${RETRY_MS}\n\n`);
      streams.set(stream, owner);
      startListening();
      const lifetime = setTimeout(() => stream.end(), STREAM_LIFETIME_MS);
      stream.on('close', () => {
        clearTimeout(lifetime);
        streams.delete(stream);
        if (streams.size === 0) stopListening();
      });
    },

    /** A session ended here (signed out): its streams end now. */
    endSession(sessionId: string): void {
      endWhere((owner) => owner.sessionId === sessionId);
    },

    /** The user's sessions were ended here, but for `exceptSessionId`: so are their streams. */
    endUser(userId: number, exceptSessionId?: string): void {
      endWhere((owner) => owner.userId === userId && owner.sessionId !== exceptSessionId);
    },

    checkSessions,

    /** Ends every stream: the server is shutting down. */
    async close() {
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
      clearTimeout(pending);
      for (const stream of streams.keys()) stream.end();
      streams.clear();
      await listener?.stop();
      listener = undefined;
    },
  };
}
