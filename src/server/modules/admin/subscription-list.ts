import { and, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminSubscription, AdminSubscriptionsQuery } from '../../../domain/schemas/admin.ts';
import { fullName } from '../../../domain/person-name.ts';
import type { Database } from '../../db/client.ts';
import { subscriptions, users } from '../../db/schema.ts';
import { toSubscriptionDetails } from '../subscriptions/subscriptions-module.ts';
import {
  cityFilter,
  cityKeyIs,
  contains,
  customerName,
  firstIds,
  fromCustomers,
  oneOf,
  onDays,
  order,
  pageOf,
  pageOffset,
  pageWithCount,
  recordId,
  rowsWhere,
  subscriptionsOfCustomers,
  unionOf,
  userMatches,
  searchedPage,
  type FirstMatches,
  type Page,
} from './admin-search.ts';

type SubscriptionFilters = Omit<AdminSubscriptionsQuery, 'page' | 'pageSize' | 'sort' | 'dir'>;

/** The customers' fields the subscriptions list searches. */
const SUBSCRIPTION_CUSTOMER_FIELDS = [customerName, users.email, users.address];

/** The filters other than the search term. */
function subscriptionFilters(q: SubscriptionFilters) {
  return and(
    // Unfinished checkouts are not subscriptions yet: listed only when that status is asked for.
    q.status ? eq(subscriptions.status, q.status) : ne(subscriptions.status, 'pending'),
    q.plan ? eq(subscriptions.plan, q.plan) : undefined,
    q.city ? cityKeyIs(subscriptions.cityKey, q.city) : undefined,
    q.community
      ? sql`${subscriptions.userId} in (select id from users where community_id = ${q.community})`
      : undefined,
    onDays(subscriptions.createdAt, q.from, q.to),
  );
}

/**
 * What a search term matches besides the customer's name, email or address: the gate code and
 * the record number. Each search condition is queried on its own and the ids united, since one
 * OR across joined tables can use no index at all.
 */
function otherSubscriptionSearches(q: string): SQL[] {
  const id = recordId(q);
  return [
    ilike(subscriptions.gateCode, contains(q))!,
    ...(id === undefined ? [] : [eq(subscriptions.id, id)]),
  ];
}

const SUBSCRIPTION_ORDER = {
  createdAt: [subscriptions.createdAt],
  id: [],
  price: [subscriptions.priceCents],
  status: [subscriptions.status],
  plan: [subscriptions.plan],
} as const;

/** A subscription with its customer's name and door, as the list shows it. */
export const subscriptionSelect = (db: Database) =>
  db
    .select({
      subscription: subscriptions,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      address: users.address,
      unit: users.unit,
      city: users.city,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId));

export const toAdminSubscription = (r: {
  subscription: typeof subscriptions.$inferSelect;
  firstName: string;
  lastName: string;
  username: string;
  address: string;
  unit: string;
  city: string;
}): AdminSubscription => ({
  ...toSubscriptionDetails(r.subscription),
  customerName: fullName(r),
  address: r.address,
  unit: r.unit,
  city: r.city,
});

/**
 * The ids of the subscriptions one search condition matches under the filters; with `first`,
 * only that many in the list's order, all a page or a capped count needs.
 */
const subscriptionIds = (db: Database, q: SubscriptionFilters, search: SQL, first?: FirstMatches) =>
  firstIds(
    db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(and(subscriptionFilters(q), search))
      .$dynamic(),
    first,
  );

/** Every matching subscription: the filters, and the search term when there is one. */
export const subscriptionsMatching = (db: Database, q: SubscriptionFilters) =>
  q.q
    ? sql`${subscriptions.id} in (${unionOf(
        [userMatches(q.q, SUBSCRIPTION_CUSTOMER_FIELDS), ...otherSubscriptionSearches(q.q)].map(
          (s) => subscriptionIds(db, q, s),
        ),
      )})`
    : subscriptionFilters(q);

/** The office's subscriptions list: one page and its capped total. */
export async function listSubscriptions(
  db: Database,
  q: AdminSubscriptionsQuery,
): Promise<Page<AdminSubscription>> {
  const dir = q.dir ?? (q.sort === 'createdAt' ? 'desc' : 'asc');
  const orderBy = order(dir, ...SUBSCRIPTION_ORDER[q.sort], subscriptions.id);
  const readPage = (where: SQL | undefined) =>
    pageOf(subscriptionSelect(db).$dynamic(), where, orderBy, q);
  if (!q.q) {
    return pageWithCount(
      db,
      readPage(subscriptionFilters(q)),
      // Counts read the list's own table alone: its filters are all on its rows (joining 100 000
      // users just to count subscriptions cost more than the page itself, bench:admin).
      rowsWhere(db, subscriptions, subscriptionFilters(q)),
      toAdminSubscription,
    );
  }
  // A search reads each of its conditions' first rows up to this page's end in the list's
  // order, and pages through their union. The customers' part is their subscriptions' ids
  // when there are few, else the customers' fields tested along the list's order, and
  // counted from the customers' side.
  const term = q.q;
  const few = await subscriptionsOfCustomers(
    db,
    term,
    SUBSCRIPTION_CUSTOMER_FIELDS,
    q.city,
    subscriptionFilters({ ...q, city: undefined }),
  );
  const customersPart = (first: FirstMatches) =>
    few
      ? subscriptionIds(db, q, oneOf(subscriptions.id, few), first)
      : first.orderBy
        ? subscriptionIds(db, q, userMatches(term, SUBSCRIPTION_CUSTOMER_FIELDS), first)
        : fromCustomers(db, term, SUBSCRIPTION_CUSTOMER_FIELDS, cityFilter(q), {
            select: sql`${subscriptions.id}`,
            join: sql``,
            where: subscriptionFilters({ ...q, city: undefined }),
            n: first.n,
          });
  return searchedPage(
    db,
    [
      customersPart,
      ...otherSubscriptionSearches(term).map(
        (s) => (first: FirstMatches) => subscriptionIds(db, q, s, first),
      ),
    ],
    {
      end: pageOffset(q) + q.pageSize,
      orderBy,
      read: (ids) => readPage(sql`${subscriptions.id} in (${ids})`),
    },
    toAdminSubscription,
  );
}

/** The name of the subscription's customer; undefined when there is no such subscription. */
export async function subscriptionCustomer(db: Database, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(subscriptions.id, id));
  return row ? fullName(row) : undefined;
}
