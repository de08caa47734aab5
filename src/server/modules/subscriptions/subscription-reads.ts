import { firstServiceDate } from '../../../domain/pickup-calendar.ts';
import type { Subscription } from '../../../domain/schemas/subscription.ts';
import type { Database } from '../../db/client.ts';
import type { SubscriptionRow } from '../../db/schema.ts';
import type { ListCache } from '../../lib/customer-cache.ts';
import { createHoldRepository } from './hold-repository.ts';
import {
  createSubscriptionRepository,
  type SubscriptionWithNextPickup,
} from './subscription-repository.ts';
import type { createListViews } from './subscription-view.ts';
import { toPublicSubscription } from './subscription-view.ts';

/** One subscription as the customer sees it, with its next pickup from the schedule rows. */
export async function viewOf(db: Database, row: SubscriptionRow, now = new Date()) {
  const [nextPickup, holds] = await Promise.all([
    createSubscriptionRepository(db).nextPickupOf(row.id, firstServiceDate(now)),
    createHoldRepository(db).forSubscriptions([row.id]),
  ]);
  return toPublicSubscription(row, nextPickup, holds, now);
}

/** A customer's subscriptions, kept per customer (docs/decisions/021-subscription-list-cache.md). */
export type SubscriptionLists = {
  db: Database;
  rows: ListCache<SubscriptionWithNextPickup[]>;
  views: ReturnType<typeof createListViews>;
};

/**
 * `GET /api/subscriptions`. Reads only: a pause that has run its course is shown as resumed by
 * the view, and written by the sweep or the customer's next action.
 */
export async function listSubscriptions(
  lists: SubscriptionLists,
  userId: number,
  now = new Date(),
): Promise<readonly Subscription[]> {
  // The rows are kept per first serviceable day; what depends on the moment (an ended pause, the
  // days left) is worked out again whenever the moment changes it.
  const from = firstServiceDate(now);
  const repo = createSubscriptionRepository(lists.db);
  const rows = await lists.rows.get(userId, from, () => repo.listForUser(userId, from));
  return lists.views(rows, now);
}
