import { OFFICE_HOME } from '../../domain/office';
import { MANAGER_HOME_PATH } from '../../domain/site';

/**
 * The `handle` of a route whose screens bring their own frame (the office): the root then leaves
 * out the marketing header and footer around them.
 */
export const OWN_LAYOUT_HANDLE = { ownLayout: true } as const;

export const hasOwnLayout = (handle: unknown): boolean =>
  typeof handle === 'object' && handle !== null && 'ownLayout' in handle;

const framed = [OFFICE_HOME, MANAGER_HOME_PATH].map((path) => path.replace('/', '\\/')).join('|');

/**
 * Runs inline in <head>, before the first paint: `<html data-own-layout>` on an office or
 * manager's portal page, so the frame painted while the app loads (the root's HydrateFallback)
 * leaves out the marketing header and footer that their own frame replaces.
 */
export const OWN_LAYOUT_SCRIPT = `if(/^(${framed})(\\/|$)/.test(location.pathname))document.documentElement.dataset.ownLayout=""`;
