import type { CrewAction, CrewRoute } from '../../domain/schemas/crew';
import { withAction } from './route-model';
import type { Refusal, SyncStore } from './sync';

// The phone's copy of everything the crew app needs with no network: today's and tomorrow's
// routes, the actions still to send (each with its photo), and the refusals the porter has not
// read yet. IndexedDB, because the service worker reads it too when it sends in the background.

const DB_NAME = 'crew';
const DB_VERSION = 1;
const ROUTES = 'routes';
const QUEUE = 'queue';
const NOTICES = 'notices';

/** A route as last read from the server (with the porter's sent actions written in). */
export type SavedRoute = { date: string; route: CrewRoute; savedAt: string };

/** An action waiting on the phone. */
export type QueuedAction = {
  id: string;
  /** The service date of the route the door is on. */
  date: string;
  /** How the door reads to the porter ("Building 3, Unit 1204"), for a refusal's message. */
  door: string;
  action: CrewAction;
  /** The shrunk JPEG, kept until the server has it. */
  photo: Blob | null;
  photoSent: boolean;
};

/** A refused action the porter has not dismissed yet. */
export type Notice = { id: string; door: string; message: string | null; what?: Refusal };

let opening: Promise<IDBDatabase> | undefined;

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const committed = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore(ROUTES, { keyPath: 'date' });
      db.createObjectStore(QUEUE, { keyPath: 'id' });
      db.createObjectStore(NOTICES, { keyPath: 'id' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab or a new service worker upgrading the database: let it, and reopen later.
      db.onversionchange = () => {
        db.close();
        opening = undefined;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = undefined;
      reject(request.error ?? new Error('IndexedDB could not be opened'));
    };
  });
  return opening;
}

/**
 * Runs `work` in one transaction over `stores`; resolves once it is on disk. Writes ask for strict
 * durability: a porter may close the app the moment the button answers.
 */
async function inTransaction<T>(
  stores: string[],
  mode: IDBTransactionMode,
  work: (tx: IDBTransaction) => Promise<T> | T,
): Promise<T> {
  const db = await openDb();
  const tx = db.transaction(stores, mode, {
    durability: mode === 'readwrite' ? 'strict' : 'default',
  });
  const finished = committed(tx);
  const result = await work(tx);
  await finished;
  return result;
}

export const readRoute = (date: string) =>
  inTransaction([ROUTES], 'readonly', (tx) =>
    done<SavedRoute | undefined>(tx.objectStore(ROUTES).get(date)),
  );

/** Keeps the route of `route.date` and drops routes of days no longer today or tomorrow. */
export const saveRoute = (route: CrewRoute, keepDates: readonly string[]) =>
  inTransaction([ROUTES], 'readwrite', async (tx) => {
    const store = tx.objectStore(ROUTES);
    const saved: SavedRoute = { date: route.date, route, savedAt: new Date().toISOString() };
    store.put(saved);
    for (const date of await done(store.getAllKeys())) {
      if (typeof date === 'string' && !keepDates.includes(date) && date !== route.date) {
        store.delete(date);
      }
    }
  });

export const enqueue = (item: QueuedAction) =>
  inTransaction([QUEUE], 'readwrite', (tx) => {
    tx.objectStore(QUEUE).add(item);
  });

/** Every waiting action, in the order the porter made them. */
export const queued = () =>
  inTransaction([QUEUE], 'readonly', async (tx) => {
    const items = await done<QueuedAction[]>(tx.objectStore(QUEUE).getAll());
    return items.sort((a, b) => Date.parse(a.action.occurredAt) - Date.parse(b.action.occurredAt));
  });

/** The server has the photo: the action no longer needs it, and the phone no longer keeps it. */
const markPhotoSent = (id: string) =>
  inTransaction([QUEUE], 'readwrite', async (tx) => {
    const store = tx.objectStore(QUEUE);
    const item = await done<QueuedAction | undefined>(store.get(id));
    if (item) store.put({ ...item, photo: null, photoSent: true });
  });

/**
 * The server applied the action (now or before): it leaves the queue and is written into the
 * saved route in the same transaction, so the door never shows its older outcome in between.
 */
const settle = (item: QueuedAction) =>
  inTransaction([QUEUE, ROUTES], 'readwrite', async (tx) => {
    tx.objectStore(QUEUE).delete(item.id);
    const routes = tx.objectStore(ROUTES);
    const saved = await done<SavedRoute | undefined>(routes.get(item.date));
    if (saved) routes.put({ ...saved, route: withAction(saved.route, item.action) });
  });

/** The server refused the action: it leaves the queue and the porter is told why. */
const refuse = (item: QueuedAction, message: string | null, what?: Refusal) =>
  inTransaction([QUEUE, NOTICES], 'readwrite', (tx) => {
    tx.objectStore(QUEUE).delete(item.id);
    const notice: Notice = { id: item.id, door: item.door, message, what };
    tx.objectStore(NOTICES).put(notice);
  });

export const notices = () =>
  inTransaction([NOTICES], 'readonly', (tx) => done<Notice[]>(tx.objectStore(NOTICES).getAll()));

export const dismissNotice = (id: string) =>
  inTransaction([NOTICES], 'readwrite', (tx) => {
    tx.objectStore(NOTICES).delete(id);
  });

/** Signing out leaves nothing of the residents' doors on the phone. */
export const forgetRoutes = () =>
  inTransaction([ROUTES, NOTICES], 'readwrite', (tx) => {
    tx.objectStore(ROUTES).clear();
    tx.objectStore(NOTICES).clear();
  });

/** What the sender works on: the queue here on the phone. */
export const syncStore: SyncStore = { queued, markPhotoSent, settle, refuse };
