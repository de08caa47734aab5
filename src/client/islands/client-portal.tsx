import { ClientPortal } from '../routes/client-portal/portal';
import { CLIENT_PORTAL_ATTR } from '../routes/client-portal/portal-attr';
import type { EarlyAnswers } from './early-answers';
import { renderWordedIsland } from './render-worded-island';

/**
 * The static /client-portal page's portal: the same React components the app renders. Loaded by
 * the islands script only on that page, and only where someone signed in: a visitor's prerendered
 * Access Denied is the page. Toasts show in the static pages' toaster, which shares the toast store.
 */
export const renderClientPortal = (answers: Promise<EarlyAnswers>) =>
  renderWordedIsland(CLIENT_PORTAL_ATTR, answers, <ClientPortal />);
