import { ClientPortal } from '../routes/client-portal/portal';
import { CLIENT_PORTAL_ATTR } from '../routes/client-portal/portal-attr';
import { answeredQueryClient } from './answered-query-client';
import type { EarlyAnswers } from './early-answers';
import { IslandText, islandWords } from './island-text';
import { renderIsland } from './render-island';

/**
 * The static /client-portal page's portal: the same React components the app renders. Loaded by
 * the islands script only on that page, and only where someone signed in: a visitor's prerendered
 * Access Denied is the page. Toasts show in the static pages' toaster, which shares the toast store.
 */
export async function renderClientPortal(answers: Promise<EarlyAnswers>) {
  const answered = await answers;
  const words = await islandWords(answered.user);
  renderIsland(
    CLIENT_PORTAL_ATTR,
    <IslandText first={words}>
      <ClientPortal />
    </IslandText>,
    answeredQueryClient(answered),
  );
}
