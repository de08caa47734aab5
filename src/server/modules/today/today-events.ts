import type { ServerResponse } from 'node:http';
import { serviceClock } from '../../../domain/pickup-calendar.ts';
import { TODAY_CHANGED_EVENT } from '../../../domain/schemas/today.ts';
import type { DatabaseHandle } from '../../db/client.ts';

// The Today board's live part (docs/decisions/035-today-board-live.md): each app server keeps
// the office's open event streams and tells them to read the board again when the database
// says a pickup of today changed, whichever server wrote it.

/** The channel the today_board migration's triggers notify, with each changed pickup's date. */
const TODAY_CHANNEL = 'today_board_changed';

/** Notices closer together than this make one push: a porter's sync of 500 doors is one read. */
const COALESCE_MS = 250;
/** A comment this often keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before opening a dropped stream again. */
const RETRY_MS = 3_000;
/**
 * A stream ends after this long and the browser opens it again, so a session that ended or an
 * admin who lost the role stops hearing within minutes (the guard runs on every open).
 */
const STREAM_LIFETIME_MS = 10 * 60_000;

export function createTodayEvents(deps: { listen: DatabaseHandle['listen'] }) {
  const streams = new Set<ServerResponse>();
  let listener: { stop(): Promise<void> } | undefined;
  let pending: NodeJS.Timeout | undefined;

  const writeAll = (chunk: string) => {
    for (const stream of streams) stream.write(chunk);
  };

  const changed = () => {
    pending ??= setTimeout(() => {
      pending = undefined;
      writeAll(`event: ${TODAY_CHANGED_EVENT}\ndata: \n\n`);
    }, COALESCE_MS);
  };

  const heartbeat = setInterval(() => writeAll(': still here\n\n'), HEARTBEAT_MS);
  heartbeat.unref();

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
    /** Keeps `stream` (its headers not yet sent) until it closes or its lifetime is over. */
    open(stream: ServerResponse, headers: Record<string, string | number | string[] | undefined>) {
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
      streams.add(stream);
      startListening();
      const lifetime = setTimeout(() => stream.end(), STREAM_LIFETIME_MS);
      stream.on('close', () => {
        clearTimeout(lifetime);
        streams.delete(stream);
        if (streams.size === 0) stopListening();
      });
    },

    /** Ends every stream: the server is shutting down. */
    async close() {
      clearInterval(heartbeat);
      clearTimeout(pending);
      for (const stream of streams) stream.end();
      streams.clear();
      await listener?.stop();
      listener = undefined;
    },
  };
}
