import { useEffect, useState, type ReactNode } from 'react';
import type { UserReply } from '../../domain/schemas/user';
import { useUser } from '../features/auth/api/get-user';
import { appLanguage } from '../lib/app-language';
import { browserClues } from '../lib/visit-language';
import { SiteTextProvider, siteText, type SiteText } from '../lib/site-text-context';
import { showStaticPageIn } from './static-page-text';

// The words of a React island (docs/decisions/063-one-message-catalogue.md): the person's language,
// else the visit's, loaded before the island renders. Apart from render-island.tsx, whose
// dependencies join the React chunk: the islands script shares some of these, and would then
// load React on every static page.

/** The island's first words, the page marked as written in them and its marked words written. */
export async function islandWords(user: UserReply | null | undefined): Promise<SiteText> {
  return siteText(await showStaticPageIn(appLanguage(user, browserClues())), null);
}

/** The island's words, which follow the person's language when they change it (the portal's settings). */
export function IslandText({ first, children }: { first: SiteText; children: ReactNode }) {
  const { data: user } = useUser();
  const [words, setWords] = useState(first);
  const language = user?.language ?? words.language;
  useEffect(() => {
    if (language === words.language) return;
    void showStaticPageIn(language).then((next) => setWords(siteText(next, null)));
  }, [language, words.language]);
  return <SiteTextProvider value={words}>{children}</SiteTextProvider>;
}
