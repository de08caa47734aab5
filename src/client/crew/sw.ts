import * as store from './store';
import { flushQueue } from './sync';
import { CHANNEL, CREW_SCOPE, SYNC_TAG, type ChannelMessage } from './worker-contract';

// The crew app's service worker (docs/decisions/031-crew-app-offline-first.md): keeps the app's
// own files so /crew opens with no network, and sends the waiting actions in the background when
// the browser has a connection again, even after the porter closed the app. The routes and the
// waiting actions are in IndexedDB (store.ts), shared with the page.

/** The app's files, and a version that changes with them: written in by scripts/build-crew.ts. */
declare const __CREW_SHELL__: string[];
declare const __CREW_VERSION__: string;

// The parts of the service worker scope this file uses (the DOM library has no worker types).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
type WorkerScope = {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
};
const worker = self as unknown as WorkerScope;

const CACHE_PREFIX = 'crew-shell-';
const CACHE = `${CACHE_PREFIX}${__CREW_VERSION__}`;
const SHELL = new Set(__CREW_SHELL__);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Past the HTTP cache: the page must match the files of this version.
      await cache.addAll([...SHELL].map((url) => new Request(url, { cache: 'reload' })));
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== location.origin) return;
  const page = request.mode === 'navigate' && url.pathname.replace(/\/+$/, '') === CREW_SCOPE;
  if (!page && !SHELL.has(url.pathname)) return;
  // The app's files first from the phone: it opens at once, with or without a network. A new
  // version comes with a new worker, which the browser checks for on every visit.
  event.respondWith(
    (async () => {
      const cached = await caches.match(page ? CREW_SCOPE : url.pathname, { cacheName: CACHE });
      return cached ?? fetch(request);
    })(),
  );
});

worker.addEventListener('sync', (event) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    (async () => {
      const result = await flushQueue(store.syncStore);
      new BroadcastChannel(CHANNEL).postMessage({ type: 'changed' } satisfies ChannelMessage);
      // Rejecting tells the browser to try again later, with its own backoff.
      if (result.status === 'offline') throw new Error('Still offline');
    })(),
  );
});
