import { BUSINESS } from '../../domain/site';

/**
 * Writes an app page's title and description in its reader's language over the English it was
 * built with: a route's `meta` is prerendered and cannot know the reader, so it stays English,
 * and a page on show in another language writes its own, as the browser's tab and a bookmark read
 * it. Plain DOM, for the static /login page's island too.
 */
export function showPageTitle(title: string, description: string): void {
  document.title = `${title} | ${BUSINESS.name}`;
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}
