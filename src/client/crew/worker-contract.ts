import { CREW_APP_PATH } from '../../domain/site';

// What the crew page and its service worker agree on.

/** The worker's script sits at the root so that its scope can be exactly `/crew`. */
export const CREW_SW_URL = '/crew-sw.js';
export const CREW_SCOPE = CREW_APP_PATH;
/** The background sync that sends the waiting actions. */
export const SYNC_TAG = 'crew-actions';
/** The page and the worker tell each other that the phone's copy changed. */
export const CHANNEL = 'crew';
export type ChannelMessage = { type: 'changed' };
