import { and, asc, desc, gte, ilike, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { SERVICE_TIME_ZONE } from '../../../domain/pickup-calendar.ts';
import type { Database } from '../../db/client.ts';
import { searchableName, subscriptions, users } from '../../db/schema.ts';

// What the office's lists share: paging with a capped count, the filters on days and cities, and
// the search of customers' fields that the users, subscriptions and pickups lists each build on
// (docs/decisions/040-admin-search-and-export-at-scale.md).

/**
 * Counting every row of a million-row table costs more than the page itself; past this many the
 * total is reported as "at least" (the X-Total-Count-Capped header), which is all paging needs.
 */
export const COUNT_CAP = 1_000;

export type Page<T> = { rows: T[]; total: number; capped: boolean };

/**
 * Past this many matching subscriptions a search term is common, and a list's first rows in its
 * own order are full of matches; up to it, the list reads the subscriptions' rows by their ids.
 */
export const FEW_SUBSCRIPTIONS = 3_000;

/**
 * How many of a list's rows, in its order and under its filters, a search first tests for each
 * row its page needs. A term that matches at least one in this many fills the page there, and
 * its customers need not be resolved; a rarer one that still matches as many customers as the
 * page has rows costs this walk before they are (about 5 ms for a page of 25 on 1 000 000
 * schedules).
 */
export const WALK_PER_ROW = 20;

/** The rows before a page. */
export const pageOffset = (q: { page: number; pageSize: number }) => (q.page - 1) * q.pageSize;

/** The total, counted up to COUNT_CAP + 1 rows so a huge table costs no more than that. */
async function cappedCount(db: Database, query: SQL): Promise<{ total: number; capped: boolean }> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`(${query} limit ${COUNT_CAP + 1}) as capped`);
  const n = row?.n ?? 0;
  return n > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total: n, capped: false };
}

/** The rows of `table` that pass `where`, as the query a list's unsearched count reads. */
export const rowsWhere = (db: Database, table: PgTable, where: SQL | undefined) =>
  db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .getSQL();

/** A list's page, read together with the capped count of the rows `counted` selects. */
export async function pageWithCount<Row, T>(
  db: Database,
  page: PromiseLike<Row[]>,
  counted: SQL,
  toRow: (row: Row) => T,
): Promise<Page<T>> {
  const [rows, count] = await Promise.all([page, cappedCount(db, counted)]);
  return { rows: rows.map(toRow), ...count };
}

/** One page of a list: its rows under `where`, in its order. */
export const pageOf = <Q extends PgSelect>(
  select: Q,
  where: SQL | undefined,
  orderBy: SQL[],
  q: { page: number; pageSize: number },
) =>
  select
    .where(where)
    .orderBy(...orderBy)
    .limit(q.pageSize)
    .offset(pageOffset(q));

/** How many of a search condition's matches a list reads: the first `n`, in its order for a page. */
export type FirstMatches = { n: number; orderBy?: SQL[] };

/**
 * A searched list's page and its capped total. Each part (the customers' matches, then each other
 * search condition) is read only up to the page's end in the list's order for the page, and up to
 * the cap for the count: no index serves one OR across joined tables, and a common term would
 * otherwise read every match. `read` reads the page's rows among the ids it is given.
 */
export function searchedPage<Row, T>(
  db: Database,
  parts: ((first: FirstMatches) => SQL)[],
  page: { end: number; orderBy: SQL[]; read: (ids: SQL) => PromiseLike<Row[]> },
  toRow: (row: Row) => T,
): Promise<Page<T>> {
  const union = (first: FirstMatches) => unionOf(parts.map((part) => part(first)));
  return pageWithCount(
    db,
    page.read(union({ n: page.end, orderBy: page.orderBy })),
    union({ n: COUNT_CAP + 1 }),
    toRow,
  );
}

/** The ids a query selects; with `first`, only that many, in the list's order when it is given. */
export function firstIds<Q extends PgSelect>(query: Q, first?: FirstMatches) {
  const ordered = first?.orderBy ? query.orderBy(...first.orderBy) : query;
  return (first ? ordered.limit(first.n) : ordered).getSQL();
}

export const order = (dir: 'asc' | 'desc', ...columns: (AnyColumn | SQL)[]) =>
  columns.map((c) => (dir === 'asc' ? asc(c) : desc(c)));

/** The customer's name as the searches match it, through its trigram index. */
export const customerName = searchableName(users);

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);
export const contains = (q: string) => `%${escapeLike(q)}%`;

/**
 * An instant's calendar day in Katy from `from` to `to`, so date filters match what the tables
 * show, written as a range of instants (from the first instant of `from` there to the first of
 * the day after `to`) that the instant's own index answers: Katy's midnight always exists, and
 * the hour a clock repeats never crosses one.
 */
export const onDays = (column: AnyColumn, from: string | undefined, to: string | undefined) =>
  and(
    from
      ? gte(column, sql`(${from}::date::timestamp at time zone ${SERVICE_TIME_ZONE})`)
      : undefined,
    to
      ? lt(column, sql`((${to}::date + 1)::timestamp at time zone ${SERVICE_TIME_ZONE})`)
      : undefined,
  );

/**
 * The city filter: the same city in any case, as a B-tree on the lowered city answers it
 * (ILIKE with every wildcard escaped compares exactly these lowered strings).
 */
export const inCity = (city: string) => sql`lower(${users.city}) = lower(${city})`;
export const cityFilter = (q: { city?: string | undefined }) =>
  q.city ? inCity(q.city) : undefined;
/**
 * The city filter on a row that carries its customer's lowered city (`city_key`, a copy the
 * database keeps in step: migration 0019), so it needs no join and meets the other filters in
 * one index.
 */
export const cityKeyIs = (column: AnyColumn, city: string) => sql`${column} = lower(${city})`;

/** A search of users' fields, each read through its trigram index. */
export const userMatches = (q: string, fields: (AnyColumn | SQL)[]) =>
  or(...fields.map((field) => ilike(field, contains(q))))!;

/** A term that reads as a record number ("42", "#42"), which searches also match by id. */
export const recordId = (q: string | undefined) =>
  q && /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : undefined;

/** The ids any of several queries select, each query using its own index; duplicates once. */
export const unionOf = (queries: SQL[]) =>
  sql.join(
    queries.map((query) => sql`(${query})`),
    sql` union `,
  );

/** `column` is one of `ids`: one parameter, an array the planner sees whole and hashes. */
export const oneOf = (column: AnyColumn, ids: number[]) =>
  ids.length === 0 ? sql`false` : sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

/** The ids of the customers a search term matches under `filters`. */
const matchingCustomers = (
  db: Database,
  q: string,
  fields: (AnyColumn | SQL)[],
  filters: SQL | undefined,
) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(userMatches(q, fields), filters))
    .$dynamic();

/**
 * A query's first `n` rows from a plan made for all of its rows. Told only the first few are
 * wanted, the planner reads a search's fields row by row in table order, expecting a common
 * term soon matched (each test costs it next to nothing), where the trigram indexes find every
 * match at once; a WITH query it plans alone, for all of its rows, and it is read only as far
 * as the limit.
 */
async function firstOfAll<T>(db: Database, query: SQL, n: number): Promise<T[]> {
  const result = (await db.execute(
    sql`with matched as materialized (${query}) select * from matched limit ${n}`,
  )) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The ids `select` reads for the customers a search term matches under `customerFilters`, from
 * the customers' side: a WITH query finds them all at once through the trigram indexes, and
 * the rest joins onwards from each in turn, so that reading the first `n` stops after a few
 * customers instead of walking a list and testing each row's customer.
 */
export const fromCustomers = (
  db: Database,
  q: string,
  fields: (AnyColumn | SQL)[],
  customerFilters: SQL | undefined,
  rest: { select: SQL; join: SQL; where: SQL | undefined; n: number },
) => sql`with matched as materialized (${matchingCustomers(db, q, fields, customerFilters).getSQL()})
    select ${rest.select} from matched
    join ${subscriptions} on ${subscriptions.userId} = matched.id ${rest.join}
    ${rest.where ? sql`where ${rest.where}` : sql``}
    limit ${rest.n}`;

/**
 * The customers a search term matches under the filters on users, when there are at most `n`:
 * their ids (the planner cannot tell how few from the term, and would walk the whole list
 * looking for them); undefined when there are more
 * (docs/decisions/040-admin-search-and-export-at-scale.md).
 */
export async function customerIds(
  db: Database,
  q: string,
  fields: (AnyColumn | SQL)[],
  filters: SQL | undefined,
  n: number,
): Promise<number[] | undefined> {
  const rows = await firstOfAll<{ id: number }>(
    db,
    matchingCustomers(db, q, fields, filters).getSQL(),
    n + 1,
  );
  return rows.length > n ? undefined : rows.map((r) => r.id);
}

/**
 * As customerIds, the ids of the matching customers' subscriptions that pass `filters` (on
 * subscriptions alone), when there are at most FEW_SUBSCRIPTIONS of both: one query, which
 * reads the subscriptions only once the customers are known to be few, each customer's through
 * the index on its user id.
 */
export async function subscriptionsOfCustomers(
  db: Database,
  q: string,
  fields: (AnyColumn | SQL)[],
  city: string | undefined,
  filters: SQL | undefined,
): Promise<number[] | undefined> {
  const customers = matchingCustomers(db, q, fields, city ? inCity(city) : undefined).limit(
    FEW_SUBSCRIPTIONS + 1,
  );
  const theirs = db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(sql`${subscriptions.userId} = any(array(select id from matched))`, filters))
    .limit(FEW_SUBSCRIPTIONS + 1);
  const result = (await db.execute(sql`with matched as materialized (${customers})
    select case when (select count(*) from matched) <= ${FEW_SUBSCRIPTIONS}
      then array(${theirs}) end as ids`)) as unknown as { rows: { ids: number[] | null }[] };
  const ids = result.rows[0]?.ids;
  return ids && ids.length <= FEW_SUBSCRIPTIONS ? ids : undefined;
}

/**
 * Whether a search term matches at least `n` customers under `customerFilters`, reading no
 * more than `n` of them (planned as firstOfAll plans, through the trigram indexes): a rarer
 * term, such as a phone number or an email, is not worth walking a list for.
 */
export const matchesAtLeast = (
  db: Database,
  q: string,
  fields: (AnyColumn | SQL)[],
  customerFilters: SQL | undefined,
  n: number,
) =>
  sql`(select count(*) from (with matched as materialized (${matchingCustomers(
    db,
    q,
    fields,
    customerFilters,
  ).getSQL()}) select 1 from matched limit ${n}) as enough) = ${n}`;
