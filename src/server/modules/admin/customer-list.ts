import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminUser, AdminUsersQuery } from '../../../domain/schemas/admin.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { toPublicUser } from '../auth/auth-module.ts';
import {
  COUNT_CAP,
  customerIds,
  customerName,
  inCity,
  matchesAtLeast,
  oneOf,
  onDays,
  order,
  pageOffset,
  pageWithCount,
  rowsWhere,
  userMatches,
  WALK_PER_ROW,
  type Page,
} from './admin-search.ts';

/** The users fields the users list searches. */
export const USER_SEARCH_FIELDS = [
  customerName,
  users.email,
  users.username,
  users.phone,
  users.address,
  users.zip,
];

/** `search` is the search term's condition on users, when there is a term. */
export function userFilters(
  q: Omit<AdminUsersQuery, 'page' | 'pageSize' | 'sort' | 'dir'>,
  search: SQL | undefined,
) {
  return and(
    search,
    q.role ? eq(users.role, q.role) : undefined,
    q.city ? inCity(q.city) : undefined,
    onDays(users.createdAt, q.from, q.to),
  );
}

const USER_ORDER = {
  createdAt: [users.createdAt],
  name: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
  email: [sql`lower(${users.email})`],
  city: [users.city],
} as const;

/**
 * As scheduleIdsAlongOrder (pickup-list.ts), for the users list: the ids of the first users up
 * to the end of the page, in the list's order, that the term matches among its first rows under
 * the filters.
 */
function userIdsAlongOrder(db: Database, q: AdminUsersQuery & { q: string }, orderBy: SQL[]) {
  const pageEnd = pageOffset(q) + q.pageSize;
  const filters = userFilters(q, undefined);
  const walked = db
    .select()
    .from(users)
    .where(filters)
    .orderBy(...orderBy)
    .limit(pageEnd * WALK_PER_ROW);
  // Named as the table, so that the search and the order read the walked rows.
  return sql`select ${users.id} from (${walked}) as ${users}
    where ${userMatches(q.q, USER_SEARCH_FIELDS)}
      and ${matchesAtLeast(db, q.q, USER_SEARCH_FIELDS, filters, pageEnd)}
    order by ${sql.join(orderBy, sql`, `)} limit ${pageEnd}`;
}

/** The office's users list: one page and its capped total. */
export async function listUsers(db: Database, q: AdminUsersQuery): Promise<Page<AdminUser>> {
  const dir = q.dir ?? (q.sort === 'createdAt' ? 'desc' : 'asc');
  const orderBy = order(dir, ...USER_ORDER[q.sort], users.id);
  const page = (where: SQL | undefined) =>
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...orderBy)
      .limit(q.pageSize)
      .offset(pageOffset(q));
  if (q.q) {
    // The matching users up to the count's cap are the count, and when there are no more
    // than that, the rows the page is read from; past it the term is common, and the
    // list's first rows in its own order are full of matches. Meanwhile the page is looked
    // for among those first rows, which a common term fills without waiting for the count.
    const searched = { ...q, q: q.q };
    const [ids, alongOrder] = await Promise.all([
      customerIds(db, q.q, USER_SEARCH_FIELDS, userFilters(q, undefined), COUNT_CAP),
      page(sql`${users.id} in (${userIdsAlongOrder(db, searched, orderBy)})`),
    ]);
    // The walk's rows are the page when there are as many as the page holds: a prefix of
    // every match in the list's order, reaching the page's end or the last match.
    const pageLength = ids
      ? Math.min(q.pageSize, Math.max(0, ids.length - pageOffset(q)))
      : q.pageSize;
    const rows =
      alongOrder.length === pageLength
        ? alongOrder
        : await page(
            ids ? oneOf(users.id, ids) : userFilters(q, userMatches(q.q, USER_SEARCH_FIELDS)),
          );
    return {
      rows: rows.map(toPublicUser),
      ...(ids ? { total: ids.length, capped: false } : { total: COUNT_CAP, capped: true }),
    };
  }
  return pageWithCount(
    db,
    page(userFilters(q, undefined)),
    rowsWhere(db, users, userFilters(q, undefined)),
    toPublicUser,
  );
}
