// Paged lists (docs/decisions/007-admin-lists-at-scale.md): the sizes an admin can pick and the
// header with the total. Apart from the zod schemas because the API client, on every page, reads
// the header.
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
