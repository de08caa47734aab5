import { footerLinks, navLinks } from '../../domain/content/pages';
import type { PlainMessageId, Translator } from '../../domain/i18n/translate';
import { sitePath, withLanguage } from '../../domain/site-language';
import type { NavLink } from '../../domain/site';

// The header's and the footer's words and the toaster's labels on a static app page, written in the
// reader's language from the marks `useShellMarks` (lib/shell-text.ts) puts on them. Free of React: the log-in page and a
// visitor's Access Denied write them from the static pages' script, which loads no React.

/** A list of links, rewritten in order from the list of that name: labels and addresses. */
export const SHELL_LINKS_ATTR = 'data-shell-links';
/** A link's address: `site:/` (a marketing page, which has a Spanish address) or `app:/signup`. */
export const SHELL_HREF_ATTR = 'data-shell-href';
/** Attributes worded by a message, as `aria-label=site.nav.main`, space-separated. */
export const SHELL_ATTRS_ATTR = 'data-shell-attrs';

export type LinkList = 'nav' | keyof ReturnType<typeof footerLinks>;

/** Writes the marked header and footer in the words given (their texts: `writeMarkedText`). */
export function writeShellText(words: Translator): void {
  const lists: Record<LinkList, readonly NavLink[]> = {
    nav: navLinks(words),
    ...footerLinks(words),
  };
  for (const el of document.querySelectorAll<HTMLElement>(`[${SHELL_LINKS_ATTR}]`)) {
    const links = lists[el.getAttribute(SHELL_LINKS_ATTR) as LinkList] ?? [];
    el.querySelectorAll('a').forEach((a, i) => {
      const link = links[i];
      if (!link) return;
      a.setAttribute('href', link.to);
      a.textContent = link.label;
    });
  }
  for (const el of document.querySelectorAll<HTMLElement>(`[${SHELL_HREF_ATTR}]`)) {
    const [kind, path = '/'] = el.getAttribute(SHELL_HREF_ATTR)!.split(':');
    const href =
      kind === 'site' ? sitePath(words.language, path) : withLanguage(words.language, path);
    el.setAttribute('href', href);
  }
  for (const el of document.querySelectorAll<HTMLElement>(`[${SHELL_ATTRS_ATTR}]`)) {
    for (const pair of el.getAttribute(SHELL_ATTRS_ATTR)!.split(' ')) {
      const [name = '', id] = pair.split('=');
      el.setAttribute(name, words.t(id as PlainMessageId));
    }
  }
}
