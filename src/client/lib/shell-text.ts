import { footerLinks, navLinks } from '../../domain/content/pages';
import type { MessageId, PlainMessageId, Translator } from '../../domain/i18n/translate';
import { sitePath, withLanguage } from '../../domain/site-language';
import type { NavLink } from '../../domain/site';
import { APP_TEXT_ATTR, APP_VALUES_ATTR } from './app-language';
import { usePrerenderingStaticPage } from './static-page';
import { useSiteText } from './site-text-context';

// The header's and the footer's words on a static app page (docs/decisions/063-one-message-catalogue.md):
// its HTML is English, so they carry marks that name their messages, and the page's island
// writes them in the reader's language along with the page's heading (`writeShellText`).

/** A list of links, rewritten in order from the list of that name: labels and addresses. */
const SHELL_LINKS_ATTR = 'data-shell-links';
/** A link's address: `site:/` (a marketing page, which has a Spanish address) or `app:/signup`. */
const SHELL_HREF_ATTR = 'data-shell-href';
/** Attributes worded by a message, as `aria-label=site.nav.main`, space-separated. */
const SHELL_ATTRS_ATTR = 'data-shell-attrs';

type LinkList = 'nav' | keyof ReturnType<typeof footerLinks>;
type Props = Record<string, string>;

const none: Props = {};

/** The marks a header or footer puts on its words; none except on a static app page. */
export function useShellMarks() {
  const { otherLanguage } = useSiteText();
  // A marketing page has its own address in each language; only an app page's shell is rewritten.
  const on = usePrerenderingStaticPage() && otherLanguage === null;
  return {
    text: (id: MessageId, values?: Record<string, string | number>): Props =>
      on
        ? { [APP_TEXT_ATTR]: id, ...(values ? { [APP_VALUES_ATTR]: JSON.stringify(values) } : {}) }
        : none,
    attrs: (words: Record<string, PlainMessageId>): Props =>
      on
        ? {
            [SHELL_ATTRS_ATTR]: Object.entries(words)
              .map(([name, id]) => `${name}=${id}`)
              .join(' '),
          }
        : none,
    links: (list: LinkList): Props => (on ? { [SHELL_LINKS_ATTR]: list } : none),
    href: (kind: 'site' | 'app', path: string): Props =>
      on ? { [SHELL_HREF_ATTR]: `${kind}:${path}` } : none,
  };
}

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
