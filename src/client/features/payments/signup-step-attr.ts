/**
 * Marks where /signup's information step renders. Its own module: the islands script looks for it
 * on every static page and must not load React to know it.
 */
export const SIGNUP_STEP_ATTR = 'data-signup-step';
