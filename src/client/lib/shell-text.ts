import type { MessageId, PlainMessageId } from '../../domain/i18n/translate';
import { APP_TEXT_ATTR, APP_VALUES_ATTR } from './app-language';
import { usePrerenderingStaticPage } from './static-page';
import { useSiteText } from './site-text-context';
import {
  SHELL_ATTRS_ATTR,
  SHELL_HREF_ATTR,
  SHELL_LINKS_ATTR,
  type LinkList,
} from './write-shell-text';

// The header's and the footer's words on a static app page (docs/decisions/063-one-message-catalogue.md):
// its HTML is English, so they carry marks that name their messages, and the page's island
// writes them in the reader's language along with the page's heading (`writeShellText`, apart
// from this hook so that a static page's script can write them without loading React).

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
