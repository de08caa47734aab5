import {
  MAX_ACTIONS_PER_SYNC,
  type CrewAction,
  type CrewSyncResult,
} from '../../domain/schemas/crew';
import type { QueuedAction } from './store';

// Sends the phone's waiting actions: photos first (an action names its photo, so the server must
// have it), then the actions in the order they happened, in batches. The server applies each id
// once, so sending an action twice (two tabs, the page and the service worker, a reply lost on
// the way back) changes nothing. Run by the page and by the service worker's background sync.

/** Where the waiting actions live: the phone's IndexedDB, or a list in a test. */
export type SyncStore = {
  queued(): Promise<QueuedAction[]>;
  markPhotoSent(id: string): Promise<void>;
  settle(item: QueuedAction): Promise<void>;
  /** `message` is the server's words, or null when it gave none (the app then says `what` failed). */
  refuse(item: QueuedAction, message: string | null, what?: Refusal): Promise<void>;
};

/** What the server refused when it gave no words of its own: the photo or the action. */
export type Refusal = 'photo' | 'action';

export type SyncResult =
  /** Everything that was waiting when it started has been sent or refused. */
  | { status: 'sent'; sent: number; refused: number }
  /** No network, or the server could not answer now: try again later. */
  | { status: 'offline' }
  /** The session is gone (or is not a porter's): the actions wait for a sign-in. */
  | { status: 'signed-out' }
  /** Another tab or the service worker is sending right now. */
  | { status: 'busy' };

class Retry extends Error {}
class SignedOut extends Error {}
/** A 4xx that will never change: the action is dropped and the porter is told why. */
class Refused extends Error {
  constructor(
    readonly words: string | null,
    readonly what: Refusal,
  ) {
    super(words ?? what);
  }
}

async function serverMessage(res: Response): Promise<string | null> {
  try {
    const body = (await res.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * The longest "try again later" worth waiting for. A photo refused for longer (the account's
 * photos for the day are used up) is dropped with the server's words, not sent again at every
 * sync until tomorrow while the porter believes it is on its way.
 */
const LONGEST_PHOTO_WAIT_SECONDS = 15 * 60;

const retryAfterSeconds = (res: Response) => Number(res.headers.get('retry-after') ?? 0) || 0;

/** What a reply means for the phone; throws unless it is a success. */
async function check(res: Response, what: Refusal, longestWait = Infinity): Promise<Response> {
  if (res.ok) return res;
  if (res.status === 401 || res.status === 403) throw new SignedOut();
  if (res.status === 429 && retryAfterSeconds(res) > longestWait) {
    throw new Refused(await serverMessage(res), what);
  }
  // A timeout or a rate limit passes; any other 4xx is the server's last word on this request.
  if (res.status >= 500 || res.status === 408 || res.status === 429) throw new Retry();
  throw new Refused(await serverMessage(res), what);
}

async function send(fetcher: typeof fetch, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetcher(url, { credentials: 'same-origin', ...init });
  } catch {
    throw new Retry();
  }
}

const postActions = (fetcher: typeof fetch, actions: CrewAction[]) =>
  send(fetcher, '/api/crew/actions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ actions }),
  });

async function sendPhotos(store: SyncStore, fetcher: typeof fetch, items: QueuedAction[]) {
  const ready: QueuedAction[] = [];
  let refused = 0;
  for (const item of items) {
    const { photo, action } = item;
    if (photo && action.photoId && !item.photoSent) {
      try {
        await check(
          await send(fetcher, `/api/photos/${action.photoId}`, {
            method: 'PUT',
            headers: { 'content-type': photo.type || 'image/jpeg' },
            body: photo,
          }),
          'photo',
          LONGEST_PHOTO_WAIT_SECONDS,
        );
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        await store.refuse(item, error.words, error.what);
        refused += 1;
        continue;
      }
      await store.markPhotoSent(item.id);
    }
    ready.push(item);
  }
  return { ready, refused };
}

/** One batch; a batch the server cannot read as a whole (400) is sent again one action at a time. */
async function sendBatch(
  store: SyncStore,
  fetcher: typeof fetch,
  batch: QueuedAction[],
): Promise<{ sent: number; refused: number }> {
  const res = await postActions(
    fetcher,
    batch.map((item) => item.action),
  );
  let body: CrewSyncResult;
  try {
    body = (await (await check(res, 'action')).json()) as CrewSyncResult;
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    if (batch.length === 1) {
      await store.refuse(batch[0]!, error.words, error.what);
      return { sent: 0, refused: 1 };
    }
    const counts = { sent: 0, refused: 0 };
    for (const item of batch) {
      const one = await sendBatch(store, fetcher, [item]);
      counts.sent += one.sent;
      counts.refused += one.refused;
    }
    return counts;
  }
  const byId = new Map(batch.map((item) => [item.id, item]));
  const counts = { sent: 0, refused: 0 };
  for (const result of body.results) {
    const item = byId.get(result.id);
    if (!item) continue;
    if (result.result === 'refused') {
      await store.refuse(item, result.message);
      counts.refused += 1;
    } else {
      await store.settle(item);
      counts.sent += 1;
    }
  }
  return counts;
}

async function flushOnce(store: SyncStore, fetcher: typeof fetch): Promise<SyncResult> {
  try {
    const { ready, refused } = await sendPhotos(store, fetcher, await store.queued());
    const counts = { sent: 0, refused };
    for (let start = 0; start < ready.length; start += MAX_ACTIONS_PER_SYNC) {
      const batch = await sendBatch(
        store,
        fetcher,
        ready.slice(start, start + MAX_ACTIONS_PER_SYNC),
      );
      counts.sent += batch.sent;
      counts.refused += batch.refused;
    }
    return { status: 'sent', ...counts };
  } catch (error) {
    if (error instanceof SignedOut) return { status: 'signed-out' };
    if (error instanceof Retry) return { status: 'offline' };
    throw error;
  }
}

let sendingHere = false;

/**
 * Sends what is waiting, unless another tab or the service worker already is (one Web Lock for
 * every context of the origin; without the Locks API, one send per context).
 */
export async function flushQueue(
  store: SyncStore,
  fetcher: typeof fetch = fetch.bind(globalThis),
): Promise<SyncResult> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks) {
    return locks.request('crew-sync', { ifAvailable: true }, (lock) =>
      lock ? flushOnce(store, fetcher) : ({ status: 'busy' } as const),
    );
  }
  if (sendingHere) return { status: 'busy' };
  sendingHere = true;
  try {
    return await flushOnce(store, fetcher);
  } finally {
    sendingHere = false;
  }
}
