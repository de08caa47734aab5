import { BUSINESS } from '../site.ts';

// The service rules every page states (FAQ, plan cards, terms): one constant each, so the site
// never contradicts itself (DESIGN.md §5 decisions 1 and 2).

// The pickup window (PICKUP_WINDOW_LABEL), the holidays (SERVICE_HOLIDAY_NAMES) and the plan
// days live with the pickup calendar; the pause allowance in pause-allowance.ts.

/** Decision 2: the one cancellation and downgrade notice, counted back from the next billing date. */
export const CANCELLATION_NOTICE_DAYS = 7;

/** Spec §9: extra bags beyond the plan's limit. */
export const EXTRA_BAG_PRICE_CENTS = 200;

export const PHONE_HOURS_LABEL = BUSINESS.phoneHours;
export const EMAIL_REPLY_LABEL = `within ${BUSINESS.emailReplyHours} hours`;

/** Spec §9: the residential (house) valet opened for pre-orders on this date. */
export const RESIDENTIAL_PREORDER_DATE = '2025-01-01';

/** The legal pages' revision date (spec §2 Other pages). */
export const LEGAL_LAST_UPDATED = 'May 8, 2025';
