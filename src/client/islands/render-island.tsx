import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { UserReply } from '../../domain/schemas/user';
import { useUser } from '../features/auth/api/get-user';
import {
  appLanguage,
  browserClues,
  loadAppText,
  showLanguage,
  writeMarkedText,
} from '../lib/app-language';
import { cn } from '../lib/cn';
import { SiteTextProvider, siteText, type SiteText } from '../lib/site-text-context';

/** The island's words, which follow the person's language when they change it (the portal's settings). */
function IslandText({ first, children }: { first: SiteText; children: ReactNode }) {
  const { data: user } = useUser();
  const [words, setWords] = useState(first);
  const language = user?.language ?? words.language;
  useEffect(() => {
    if (language === words.language) return;
    void loadAppText(language).then((next) => {
      showLanguage(language);
      writeMarkedText(next);
      setWords(siteText(next, null));
    });
  }, [language, words.language]);
  return <SiteTextProvider value={words}>{children}</SiteTextProvider>;
}

/**
 * Renders one of the app's React screens on its static page
 * (docs/decisions/042-app-pages-paint-their-frame-first.md): alone with react-dom and a query cache
 * of its own, no router, into the element marked `attr`. It renders over the prerendered markup
 * rather than hydrating it: what the screen shows depends on the link and on who is signed in,
 * which the prerender did not know. In a transition, so React renders in slices that yield to the
 * browser rather than in one task that holds the page, the prerendered markup on screen meanwhile.
 * In the language of the person signed in (`user`), else the visit's (lib/app-language.ts), whose
 * messages load first.
 */
export async function renderIsland(
  attr: string,
  screen: ReactNode,
  client: QueryClient,
  user: UserReply | null | undefined,
): Promise<void> {
  const root = document.querySelector<HTMLElement>(`[${attr}]`);
  if (!root) return;
  const language = appLanguage(user, browserClues());
  const words = siteText(await loadAppText(language), null);
  showLanguage(language);
  writeMarkedText(words);
  // The class helper builds its tables of Tailwind's utilities on its first call: in a task of its
  // own here, not inside one of React's slices, which it would make a long task
  // (docs/decisions/058-a-quick-portal.md).
  setTimeout(() => {
    cn();
    startTransition(() =>
      createRoot(root).render(
        <QueryClientProvider client={client}>
          <IslandText first={words}>{screen}</IslandText>
        </QueryClientProvider>,
      ),
    );
  }, 0);
}
