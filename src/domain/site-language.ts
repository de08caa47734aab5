import { DEFAULT_LANGUAGE, isLanguage, type Language } from './i18n/languages.ts';

// The marketing site in two languages (docs/product.md#languages): every page at its English
// address and again under /es, the same page with the same path after the prefix. Free of the
// catalogue, so a link or the sitemap can name an address without loading any messages.

const SPANISH_PREFIX = '/es';

/**
 * The search parameter that carries the language a visitor read the site in to the sign-up and
 * payment pages, where it becomes the language of the new account.
 */
const LANGUAGE_PARAM = 'lang';

/** The language a page's address is in: Spanish under /es, English elsewhere. */
function pageLanguage(pathname: string): Language {
  return pathname === SPANISH_PREFIX ||
    pathname.startsWith(`${SPANISH_PREFIX}/`) ||
    pathname.startsWith(`${SPANISH_PREFIX}#`)
    ? 'es'
    : DEFAULT_LANGUAGE;
}

/** A page's English address from either of its addresses: /es/pricing → /pricing, /es → /. */
export function englishPath(path: string): string {
  if (pageLanguage(path) === 'en') return path;
  const rest = path.slice(SPANISH_PREFIX.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * A site address in a language: /pricing, /es/pricing; /#contact, /es#contact. Only the marketing
 * pages have a Spanish address: the app's pages (sign-up, log in) keep theirs, and `withLanguage`
 * tells them the language instead.
 */
export function sitePath(language: Language, path: string): string {
  const english = englishPath(path);
  if (language === 'en') return english;
  return english === '/' || english.startsWith('/#') || english.startsWith('/?')
    ? `${SPANISH_PREFIX}${english.slice(1)}`
    : `${SPANISH_PREFIX}${english}`;
}

/** An app page's address that carries the language read so far, when it is not English. */
export function withLanguage(language: Language, href: string): string {
  if (language === DEFAULT_LANGUAGE) return href;
  const [path, hash] = href.split('#');
  const joiner = path!.includes('?') ? '&' : '?';
  return `${path}${joiner}${LANGUAGE_PARAM}=${language}${hash === undefined ? '' : `#${hash}`}`;
}

/** The language a sign-up link carries (`?lang=es`), or undefined: then the browser's is taken. */
export function languageParam(search: URLSearchParams): Language | undefined {
  const asked = search.get(LANGUAGE_PARAM);
  return isLanguage(asked) ? asked : undefined;
}
