/**
 * Marks where /paypal-subscribe's steps render. Its own module: the islands script looks for it on
 * every static page and must not load React to know it.
 */
export const PAYPAL_STEPS_ATTR = 'data-paypal-steps';
