import { englishPath } from '../../domain/site-language';

/**
 * Whether a nav link points at the page on screen. Contact (/#contact, /es#contact) counts only
 * with its hash, and Home (/, /es) stops counting once a hash takes over, so the two are never
 * marked together.
 */
export function isCurrentLink(to: string, pathname: string, hash: string): boolean {
  return to.includes('#')
    ? `${pathname}${hash}` === to
    : to === pathname && !(englishPath(pathname) === '/' && hash);
}
