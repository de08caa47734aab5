import { useEffect, useState, type ReactNode } from 'react';
import type { Translator } from '../../domain/i18n/translate';
import type { UserReply } from '../../domain/schemas/user';
import { useUser } from '../features/auth/api/get-user';
import { appLanguage, loadAppText, showLanguage, writeMarkedText } from '../lib/app-language';
import { browserClues } from '../lib/visit-language';
import { writeShellText } from '../lib/write-shell-text';
import { SiteTextProvider, siteText, type SiteText } from '../lib/site-text-context';

// The words of a React island (docs/decisions/063-one-message-catalogue.md): the person's language,
// else the visit's, loaded before the island renders. Apart from render-island.tsx, whose
// dependencies join the React chunk: the islands script shares some of these, and would then
// load React on every static page.

/**
 * The page's words outside the island in the words given: its heading and lead, its title, and
 * its header's and footer's words and links.
 */
function writePageText(words: Translator): void {
  writeMarkedText(words);
  writeShellText(words);
}

/** The island's first words, the page marked as written in them and its marked words written. */
export async function islandWords(user: UserReply | null | undefined): Promise<SiteText> {
  const language = appLanguage(user, browserClues());
  const words = await loadAppText(language);
  showLanguage(language);
  writePageText(words);
  return siteText(words, null);
}

/** The island's words, which follow the person's language when they change it (the portal's settings). */
export function IslandText({ first, children }: { first: SiteText; children: ReactNode }) {
  const { data: user } = useUser();
  const [words, setWords] = useState(first);
  const language = user?.language ?? words.language;
  useEffect(() => {
    if (language === words.language) return;
    void loadAppText(language).then((next) => {
      showLanguage(language);
      writePageText(next);
      setWords(siteText(next, null));
    });
  }, [language, words.language]);
  return <SiteTextProvider value={words}>{children}</SiteTextProvider>;
}
