/**
 * Marks where /client-portal's island renders the portal. Its own module: the islands script looks
 * for it on every static page and must not load React to know it.
 */
export const CLIENT_PORTAL_ATTR = 'data-client-portal';
