/**
 * The `handle` of a route whose screens bring their own frame (the office): the root then leaves
 * out the marketing header and footer around them.
 */
export const OWN_LAYOUT_HANDLE = { ownLayout: true } as const;

export const hasOwnLayout = (handle: unknown): boolean =>
  typeof handle === 'object' && handle !== null && 'ownLayout' in handle;
