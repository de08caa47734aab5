import type { ReactNode } from 'react';
import { answeredQueryClient } from './answered-query-client';
import type { EarlyAnswers } from './early-answers';
import { IslandText, islandWords } from './island-text';
import { renderIsland } from './render-island';

/**
 * An app screen on its static page, in its reader's words: once the islands script's early
 * answers are in (docs/decisions/048-islands-ask-before-react-arrives.md), the person's language
 * is loaded and the screen renders with those answers in its query cache. Its own module: the
 * React chunk takes in what render-island.tsx imports, and island-text.tsx shares modules with
 * the islands script, which would then load React on every static page.
 */
export async function renderWordedIsland(
  attr: string,
  answers: Promise<EarlyAnswers>,
  screen: ReactNode,
): Promise<void> {
  const answered = await answers;
  const words = await islandWords(answered.user);
  renderIsland(
    attr,
    <IslandText first={words}>{screen}</IslandText>,
    answeredQueryClient(answered),
  );
}
