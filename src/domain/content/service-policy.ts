// The service rules every page states (FAQ, plan cards, terms): one constant each, so the site
// never contradicts itself (docs/decisions/009-one-pickup-window.md, 010-cancellation-notice.md).

// The pickup window (PICKUP_WINDOW_LABEL), the holidays (SERVICE_HOLIDAY_NAMES) and the plan
// days live with the pickup calendar; the pause allowance in holds.ts.

/**
 * The one cancellation and downgrade notice (docs/decisions/010-cancellation-notice.md), counted
 * back from the next billing date.
 */
export const CANCELLATION_NOTICE_DAYS = 7;

/** Extra bags beyond the plan's limit (docs/product.md#plans-and-prices). */
export const EXTRA_BAG_PRICE_CENTS = 200;

/** The legal pages' revision date, written in each page's language. */
export const LEGAL_LAST_UPDATED = '2025-05-08';

/** The boxes the Premium plan breaks down at each pickup. */
export const BOXES_BROKEN_DOWN_PER_PICKUP = 3;
