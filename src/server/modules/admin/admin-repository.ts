import {
  and,
  asc,
  desc,
  eq,
  ne,
  gt,
  gte,
  ilike,
  lt,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type {
  AdminSchedule,
  AdminSchedulesQuery,
  AdminSubscription,
  AdminSubscriptionsQuery,
  AdminUser,
  AdminUsersQuery,
  RouteStop,
} from '../../../domain/schemas/admin.ts';
import type { CancelReason } from '../../../domain/cancellation.ts';
import { SERVICE_TIME_ZONE } from '../../../domain/pickup-calendar.ts';
import type { ServiceStatus } from '../../../domain/schemas/service-schedule.ts';
import { fullName } from '../../../domain/person-name.ts';
import { FORMULA_GUARD, FORMULA_START_CHARACTERS } from '../../../domain/csv.ts';
import type { CopyOut, Database } from '../../db/client.ts';
import {
  communities,
  serviceSchedules,
  subscriptions,
  users,
  searchableName,
} from '../../db/schema.ts';
import { toPublicUser } from '../auth/auth-module.ts';
import { SCHEDULE_CSV_COLUMNS } from './csv-columns.ts';
import { toSubscriptionDetails } from '../subscriptions/subscriptions-module.ts';
import { dayStops } from '../schedules/schedules-module.ts';
import type { PlacedStop } from '../../../domain/route-order.ts';

/**
 * Counting every row of a million-row table costs more than the page itself; past this many the
 * total is reported as "at least" (the X-Total-Count-Capped header), which is all paging needs.
 */
export const COUNT_CAP = 1_000;

/** How many rows an export reads per query while it streams. */
const EXPORT_BATCH = 1_000;

export type Page<T> = { rows: T[]; total: number; capped: boolean };

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (q: string) => `%${escapeLike(q)}%`;
const customerName = searchableName(users);
/**
 * An instant's calendar day in Katy from `from` to `to`, so date filters match what the tables
 * show, written as a range of instants (from the first instant of `from` there to the first of
 * the day after `to`) that the instant's own index answers: Katy's midnight always exists, and
 * the hour a clock repeats never crosses one.
 */
const onDays = (column: AnyColumn, from: string | undefined, to: string | undefined) =>
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
const inCity = (city: string) => sql`lower(${users.city}) = lower(${city})`;
const cityFilter = (q: { city?: string | undefined }) => (q.city ? inCity(q.city) : undefined);
/**
 * The city filter on a row that carries its customer's lowered city (`city_key`, a copy the
 * database keeps in step: migration 0019), so it needs no join and meets the other filters in
 * one index.
 */
const cityKeyIs = (column: AnyColumn, city: string) => sql`${column} = lower(${city})`;

/** A search of users' fields, each read through its trigram index. */
const userMatches = (q: string, fields: (AnyColumn | SQL)[]) =>
  or(...fields.map((field) => ilike(field, contains(q))))!;

/** A term that reads as a record number ("42", "#42"), which searches also match by id. */
const recordId = (q: string | undefined) =>
  q && /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : undefined;

/** The ids any of several queries select, each query using its own index; duplicates once. */
const unionOf = (queries: SQL[]) =>
  sql.join(
    queries.map((query) => sql`(${query})`),
    sql` union `,
  );

/** The users fields each list searches. */
const USER_SEARCH_FIELDS = [
  customerName,
  users.email,
  users.username,
  users.phone,
  users.address,
  users.zip,
];
const SUBSCRIPTION_CUSTOMER_FIELDS = [customerName, users.email, users.address];
const SCHEDULE_CUSTOMER_FIELDS = [customerName, users.address];

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

/** `search` is the search term's condition on users, when there is a term. */
function userFilters(
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

type SubscriptionFilters = Omit<AdminSubscriptionsQuery, 'page' | 'pageSize' | 'sort' | 'dir'>;

/** The filters other than the search term. */
function subscriptionFilters(q: SubscriptionFilters) {
  return and(
    // Unfinished checkouts are not subscriptions yet: listed only when that status is asked for.
    q.status ? eq(subscriptions.status, q.status) : ne(subscriptions.status, 'pending'),
    q.plan ? eq(subscriptions.plan, q.plan) : undefined,
    q.city ? cityKeyIs(subscriptions.cityKey, q.city) : undefined,
    onDays(subscriptions.createdAt, q.from, q.to),
  );
}

/**
 * What a search term matches, one condition per table it reads: the customer's name, email or
 * address; the gate code; the record number. Each is queried on its own and the ids united,
 * since one OR across joined tables can use no index at all.
 */
function subscriptionSearches(q: string, customers: SQL): SQL[] {
  return [customers, ...otherSubscriptionSearches(q)];
}

/** The conditions of subscriptionSearches other than the customers'. */
function otherSubscriptionSearches(q: string): SQL[] {
  const id = recordId(q);
  return [
    ilike(subscriptions.gateCode, contains(q))!,
    ...(id === undefined ? [] : [eq(subscriptions.id, id)]),
  ];
}

type ScheduleFilters = Omit<AdminSchedulesQuery, 'page' | 'pageSize' | 'sort' | 'dir'>;

/**
 * The status filter, written as a list of one so that the planner keeps the status at the head
 * of the list's order (see scheduleOrder), where an equality would drop it as constant.
 */
const oneStatus = (status: ServiceStatus) =>
  sql`${serviceSchedules.status} = any(array[${status}]::text[])`;

/**
 * The filters other than the search term, all on the schedule's own row: the plan and city are
 * the copies it carries (migration 0019), equal to its subscription's plan and its customer's
 * city.
 */
function scheduleFilters(q: ScheduleFilters) {
  return and(
    q.status ? oneStatus(q.status) : undefined,
    q.plan ? eq(serviceSchedules.plan, q.plan) : undefined,
    q.city ? cityKeyIs(serviceSchedules.cityKey, q.city) : undefined,
    q.from ? gte(serviceSchedules.serviceDate, q.from) : undefined,
    q.to ? lte(serviceSchedules.serviceDate, q.to) : undefined,
  );
}

/** As subscriptionSearches: the customer's name or address, the notes, the subscription number. */
function scheduleSearches(q: string, customers: SQL): SQL[] {
  return [customers, ...otherScheduleSearches(q)];
}

/** The conditions of scheduleSearches other than the customers'. */
function otherScheduleSearches(q: string): SQL[] {
  const id = recordId(q);
  return [
    ilike(serviceSchedules.notes, contains(q))!,
    ...(id === undefined ? [] : [eq(serviceSchedules.subscriptionId, id)]),
  ];
}

const order = (dir: 'asc' | 'desc', ...columns: (AnyColumn | SQL)[]) =>
  columns.map((c) => (dir === 'asc' ? asc(c) : desc(c)));

const USER_ORDER = {
  createdAt: [users.createdAt],
  name: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
  email: [sql`lower(${users.email})`],
  city: [users.city],
} as const;

const SUBSCRIPTION_ORDER = {
  createdAt: [subscriptions.createdAt],
  id: [],
  price: [subscriptions.priceCents],
  status: [subscriptions.status],
  plan: [subscriptions.plan],
} as const;

const SCHEDULE_ORDER = {
  serviceDate: [serviceSchedules.serviceDate],
  status: [serviceSchedules.status],
  id: [],
} as const;

/**
 * A schedules list's order. With one status asked for, that status leads it, which changes
 * nothing in the rows' order and leaves the (status, date) and (status, id) indexes as the only
 * ones that give it: walking the date index instead, the planner expects the status evenly
 * spread, while the newest dates are all still scheduled (a list of service records walked
 * 180 000 of them for its first page).
 */
const scheduleOrder = (q: AdminSchedulesQuery, dir: 'asc' | 'desc') =>
  order(
    dir,
    ...(q.status ? [serviceSchedules.status] : []),
    ...SCHEDULE_ORDER[q.sort],
    serviceSchedules.id,
  );

const scheduleColumns = {
  id: serviceSchedules.id,
  subscriptionId: serviceSchedules.subscriptionId,
  serviceDate: serviceSchedules.serviceDate,
  status: serviceSchedules.status,
  notes: serviceSchedules.notes,
  createdAt: serviceSchedules.createdAt,
  completedAt: serviceSchedules.completedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  phone: users.phone,
  address: users.address,
  unit: users.unit,
  city: users.city,
  zip: users.zip,
  plan: subscriptions.plan,
  gateCode: subscriptions.gateCode,
  specialInstructions: subscriptions.specialInstructions,
};
type ScheduleJoinRow = {
  id: number;
  subscriptionId: number;
  serviceDate: string;
  status: ServiceStatus;
  notes: string | null;
  createdAt: Date;
  completedAt: Date | null;
  firstName: string;
  lastName: string;
  username: string;
  phone: string;
  address: string;
  unit: string;
  city: string;
  zip: string;
  plan: AdminSchedule['plan'];
  gateCode: string | null;
  specialInstructions: string | null;
};

/** An instant as Date#toISOString writes it (milliseconds, UTC), written by PostgreSQL. */
const isoInstant = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Every character JavaScript's trim() removes, for fullName's trim written in SQL: PostgreSQL's
 * own trim removes only spaces.
 */
const TRIMMED = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code))
  .filter((c) => c.trim() === '')
  .join('');
const trimmed = (column: AnyColumn) => sql`nullif(btrim(${column}, ${TRIMMED}), '')`;

/** An export cell PostgreSQL writes: text is quoted in the CSV, a number is written bare. */
type CsvSql<V> = { sql: SQL; text: [V] extends [number] ? false : true };
// As text, which the formula guard reads; a day is written as the column's own output writes it.
const textSql = (expression: SQL | AnyColumn) => ({
  sql: sql`${expression}::text`,
  text: true as const,
});
const numberSql = (expression: AnyColumn) => ({ sql: sql`${expression}`, text: false as const });

/**
 * Each field of a schedule as PostgreSQL writes the text toAdminSchedule makes of it: the name as
 * fullName puts it together, instants as Date#toISOString prints them.
 */
const scheduleCsvSql: { [K in keyof AdminSchedule]-?: CsvSql<AdminSchedule[K]> } = {
  id: numberSql(serviceSchedules.id),
  subscriptionId: numberSql(serviceSchedules.subscriptionId),
  serviceDate: textSql(serviceSchedules.serviceDate),
  status: textSql(serviceSchedules.status),
  notes: textSql(serviceSchedules.notes),
  createdAt: textSql(isoInstant(serviceSchedules.createdAt)),
  completedAt: textSql(isoInstant(serviceSchedules.completedAt)),
  customerName: textSql(
    sql`coalesce(nullif(concat_ws(' ', ${trimmed(users.firstName)}, ${trimmed(users.lastName)}), ''), ${users.username})`,
  ),
  address: textSql(users.address),
  unit: textSql(users.unit),
  city: textSql(users.city),
  zip: textSql(users.zip),
  plan: textSql(subscriptions.plan),
};

/** The codes of the characters csvCell guards, for a test PostgreSQL runs on integers. */
const FORMULA_START_CODES = sql.raw(
  FORMULA_START_CHARACTERS.map((c) => c.charCodeAt(0)).join(', '),
);

/** A text cell as csvCell writes it before quoting: guarded when it would run as a formula. */
const guarded = (cell: SQL) =>
  sql`case when ascii(${cell}) in (${FORMULA_START_CODES}) then ${FORMULA_GUARD} || ${cell} else ${cell} end`;

function toAdminSchedule(r: ScheduleJoinRow): AdminSchedule {
  return {
    id: r.id,
    subscriptionId: r.subscriptionId,
    serviceDate: r.serviceDate,
    status: r.status,
    notes: r.notes,
    createdAt: r.createdAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
    customerName: fullName(r),
    address: r.address,
    unit: r.unit,
    city: r.city,
    zip: r.zip,
    plan: r.plan,
  };
}

/** The first instant of the month eleven months before `now`'s, in America/Chicago. */
const cancelWindowStart = (now: Date) => sql`(
  date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${SERVICE_TIME_ZONE})
    - interval '11 months'
) at time zone ${SERVICE_TIME_ZONE}`;

export function createAdminRepository(db: Database, copyOut?: CopyOut) {
  /** The total, counted up to COUNT_CAP + 1 rows so a huge table costs no more than that. */
  async function cappedCount(query: SQL): Promise<{ total: number; capped: boolean }> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`(${query} limit ${COUNT_CAP + 1}) as capped`);
    const n = row?.n ?? 0;
    return n > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total: n, capped: false };
  }

  const offset = (q: { page: number; pageSize: number }) => (q.page - 1) * q.pageSize;

  /**
   * A query's first `n` rows from a plan made for all of its rows. Told only the first few are
   * wanted, the planner reads a search's fields row by row in table order, expecting a common
   * term soon matched (each test costs it next to nothing), where the trigram indexes find every
   * match at once; a WITH query it plans alone, for all of its rows, and it is read only as far
   * as the limit.
   */
  async function firstOfAll<T>(query: SQL, n: number): Promise<T[]> {
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
  const fromCustomers = (
    q: string,
    fields: (AnyColumn | SQL)[],
    customerFilters: SQL | undefined,
    rest: { select: SQL; join: SQL; where: SQL | undefined; n: number },
  ) => sql`with matched as materialized (${db
    .select({ id: users.id })
    .from(users)
    .where(and(userMatches(q, fields), customerFilters))
    .getSQL()})
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
  async function customerIds(
    q: string,
    fields: (AnyColumn | SQL)[],
    filters: SQL | undefined,
    n: number,
  ): Promise<number[] | undefined> {
    const rows = await firstOfAll<{ id: number }>(
      db
        .select({ id: users.id })
        .from(users)
        .where(and(userMatches(q, fields), filters))
        .getSQL(),
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
  async function subscriptionsOfCustomers(
    q: string,
    fields: (AnyColumn | SQL)[],
    city: string | undefined,
    filters: SQL | undefined,
  ): Promise<number[] | undefined> {
    const customers = db
      .select({ id: users.id })
      .from(users)
      .where(and(userMatches(q, fields), city ? inCity(city) : undefined))
      .limit(FEW_SUBSCRIPTIONS + 1);
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

  /** `column` is one of `ids`: one parameter, an array the planner sees whole and hashes. */
  const oneOf = (column: AnyColumn, ids: number[]) =>
    ids.length === 0 ? sql`false` : sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

  const subscriptionSelect = () =>
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

  const scheduleSelect = () =>
    db
      .select(scheduleColumns)
      .from(serviceSchedules)
      .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
      .innerJoin(users, eq(users.id, subscriptions.userId));

  // Counts read the list's own table alone: its filters are all on its rows (joining 100 000
  // users just to count subscriptions cost more than the page itself, bench:admin).
  const subscriptionCount = (q: AdminSubscriptionsQuery) =>
    db
      .select({ one: sql`1` })
      .from(subscriptions)
      .where(subscriptionFilters(q))
      .getSQL();

  const scheduleCount = (q: AdminSchedulesQuery) =>
    db
      .select({ one: sql`1` })
      .from(serviceSchedules)
      .where(scheduleFilters(q))
      .getSQL();

  /**
   * The ids of the subscriptions one search condition matches under the filters; with `first`,
   * only that many in the list's order, all a page or a capped count needs.
   */
  const subscriptionIds = (
    q: SubscriptionFilters,
    search: SQL,
    first?: { n: number; orderBy?: SQL[] },
  ) => {
    let query = db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(and(subscriptionFilters(q), search))
      .$dynamic();
    if (first?.orderBy) query = query.orderBy(...first.orderBy);
    if (first) query = query.limit(first.n);
    return query.getSQL();
  };

  /** As scheduleIds, reading schedules alone: `search` tests nothing else, nor do the filters. */
  const scheduleIdsAlone = (
    q: ScheduleFilters,
    search: SQL,
    first: { n: number; orderBy?: SQL[] },
  ) => {
    const query = db
      .select({ id: serviceSchedules.id })
      .from(serviceSchedules)
      .where(and(scheduleFilters(q), search))
      .$dynamic();
    return (first.orderBy ? query.orderBy(...first.orderBy) : query).limit(first.n).getSQL();
  };

  /**
   * The first `n` ids of the schedules of the subscriptions `ids` that pass the filters, read
   * subscription by subscription through the index on their subscription id, as far as it takes
   * (a LATERAL query with a limit can be joined no other way). For a count, which needs no order:
   * tested along the table, the planner expects the matches spread evenly and reads on from
   * wherever the last scan of the table stopped (760 000 rows for a term's customers in one city).
   */
  const scheduleIdsOfEach = (q: ScheduleFilters, ids: number[], n: number) => {
    const theirs = db
      .select({ id: serviceSchedules.id })
      .from(serviceSchedules)
      .where(and(sql`${serviceSchedules.subscriptionId} = few.id`, scheduleFilters(q)))
      .limit(n);
    return sql`select theirs.id from unnest(${`{${ids.join(',')}}`}::int[]) as few(id)
      cross join lateral (${theirs}) as theirs limit ${n}`;
  };

  const scheduleIds = (q: ScheduleFilters, search: SQL, first?: { n: number; orderBy?: SQL[] }) => {
    let query = db
      .select({ id: serviceSchedules.id })
      .from(serviceSchedules)
      .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(and(scheduleFilters(q), search))
      .$dynamic();
    if (first?.orderBy) query = query.orderBy(...first.orderBy);
    if (first) query = query.limit(first.n);
    return query.getSQL();
  };

  /**
   * Whether a search term matches at least `n` customers under `customerFilters`, reading no
   * more than `n` of them (planned as firstOfAll plans, through the trigram indexes): a rarer
   * term, such as a phone number or an email, is not worth walking a list for.
   */
  const matchesAtLeast = (
    q: string,
    fields: (AnyColumn | SQL)[],
    customerFilters: SQL | undefined,
    n: number,
  ) =>
    sql`(select count(*) from (with matched as materialized (${db
      .select({ id: users.id })
      .from(users)
      .where(and(userMatches(q, fields), customerFilters))
      .getSQL()}) select 1 from matched limit ${n}) as enough) = ${n}`;

  /**
   * The ids of the first `n` schedules in the list's order whose customer the term matches,
   * looked for among the first `n * WALK_PER_ROW` rows under the filters only, and only when
   * the term matches at least `n` customers: all `n` when the term is that common, else fewer,
   * and then `every` tells whether those rows were all the list has (a small list), so that the
   * ids are every match. The filters and the order are the schedule's own (the plan and city
   * its copies), so the walk reads one index and joins each row it tests.
   */
  async function scheduleIdsAlongOrder(
    q: ScheduleFilters & { q: string },
    orderBy: SQL[],
    n: number,
  ): Promise<{ ids: number[]; every: boolean }> {
    const limit = n * WALK_PER_ROW;
    const walked = db
      .select({
        id: serviceSchedules.id,
        subscriptionId: serviceSchedules.subscriptionId,
        status: serviceSchedules.status,
        serviceDate: serviceSchedules.serviceDate,
      })
      .from(serviceSchedules)
      .where(scheduleFilters(q))
      .orderBy(...orderBy)
      .limit(limit);
    // Named as the table, so that the order and the joins read the walked rows. The rows are
    // counted only when the page is not full (OR evaluates its second operand only then).
    const result = (await db.execute(sql`with common as materialized (
        select ${matchesAtLeast(q.q, SCHEDULE_CUSTOMER_FIELDS, cityFilter(q), n)} as yes),
      found as materialized (
        select array(select ${serviceSchedules.id}
          from (${walked}) as ${serviceSchedules}
          join ${subscriptions} on ${subscriptions.id} = ${serviceSchedules.subscriptionId}
          join ${users} on ${users.id} = ${subscriptions.userId}
          where ${userMatches(q.q, SCHEDULE_CUSTOMER_FIELDS)} and (select yes from common)
          order by ${sql.join(orderBy, sql`, `)} limit ${n}) as ids)
      select ids, (select yes from common) and not (cardinality(ids) = ${n}
        or (select count(*) from (${walked}) as walked) = ${limit}) as every
      from found`)) as unknown as { rows: { ids: number[]; every: boolean }[] };
    return result.rows[0]!;
  }

  /**
   * As scheduleIdsAlongOrder, for the users list: the ids of the first users up to the end of
   * the page, in the list's order, that the term matches among its first rows under the filters.
   */
  const userIdsAlongOrder = (q: AdminUsersQuery & { q: string }, orderBy: SQL[]) => {
    const pageEnd = offset(q) + q.pageSize;
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
        and ${matchesAtLeast(q.q, USER_SEARCH_FIELDS, filters, pageEnd)}
      order by ${sql.join(orderBy, sql`, `)} limit ${pageEnd}`;
  };

  /** Every matching subscription: the filters, and the search term when there is one. */
  const subscriptionsMatching = (q: SubscriptionFilters) =>
    q.q
      ? sql`${subscriptions.id} in (${unionOf(subscriptionSearches(q.q, userMatches(q.q, SUBSCRIPTION_CUSTOMER_FIELDS)).map((s) => subscriptionIds(q, s)))})`
      : subscriptionFilters(q);

  const schedulesMatching = (q: ScheduleFilters) =>
    q.q
      ? sql`${serviceSchedules.id} in (${unionOf(scheduleSearches(q.q, userMatches(q.q, SCHEDULE_CUSTOMER_FIELDS)).map((s) => scheduleIds(q, s)))})`
      : scheduleFilters(q);

  const toAdminSubscription = (r: {
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

  return {
    async listUsers(q: AdminUsersQuery): Promise<Page<AdminUser>> {
      const dir = q.dir ?? (q.sort === 'createdAt' ? 'desc' : 'asc');
      const orderBy = order(dir, ...USER_ORDER[q.sort], users.id);
      const page = (where: SQL | undefined) =>
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(...orderBy)
          .limit(q.pageSize)
          .offset(offset(q));
      if (q.q) {
        // The matching users up to the count's cap are the count, and when there are no more
        // than that, the rows the page is read from; past it the term is common, and the
        // list's first rows in its own order are full of matches. Meanwhile the page is looked
        // for among those first rows, which a common term fills without waiting for the count.
        const searched = { ...q, q: q.q };
        const [ids, alongOrder] = await Promise.all([
          customerIds(q.q, USER_SEARCH_FIELDS, userFilters(q, undefined), COUNT_CAP),
          page(sql`${users.id} in (${userIdsAlongOrder(searched, orderBy)})`),
        ]);
        // The walk's rows are the page when there are as many as the page holds: a prefix of
        // every match in the list's order, reaching the page's end or the last match.
        const pageLength = ids
          ? Math.min(q.pageSize, Math.max(0, ids.length - offset(q)))
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
      const [rows, count] = await Promise.all([
        page(userFilters(q, undefined)),
        cappedCount(
          db
            .select({ one: sql`1` })
            .from(users)
            .where(userFilters(q, undefined))
            .getSQL(),
        ),
      ]);
      return { rows: rows.map(toPublicUser), ...count };
    },

    async listSubscriptions(q: AdminSubscriptionsQuery): Promise<Page<AdminSubscription>> {
      const dir = q.dir ?? (q.sort === 'createdAt' ? 'desc' : 'asc');
      const orderBy = order(dir, ...SUBSCRIPTION_ORDER[q.sort], subscriptions.id);
      if (!q.q) {
        const [rows, count] = await Promise.all([
          subscriptionSelect()
            .where(subscriptionFilters(q))
            .orderBy(...orderBy)
            .limit(q.pageSize)
            .offset(offset(q)),
          cappedCount(subscriptionCount(q)),
        ]);
        return { rows: rows.map(toAdminSubscription), ...count };
      }
      // A search reads each of its conditions' first rows up to this page's end in the list's
      // order, and pages through their union. The customers' part is their subscriptions' ids
      // when there are few, else the customers' fields tested along the list's order, and
      // counted from the customers' side.
      const term = q.q;
      const few = await subscriptionsOfCustomers(
        term,
        SUBSCRIPTION_CUSTOMER_FIELDS,
        q.city,
        subscriptionFilters({ ...q, city: undefined }),
      );
      const customersPart = (first: { n: number; orderBy?: SQL[] }) =>
        few
          ? subscriptionIds(q, oneOf(subscriptions.id, few), first)
          : first.orderBy
            ? subscriptionIds(q, userMatches(term, SUBSCRIPTION_CUSTOMER_FIELDS), first)
            : fromCustomers(term, SUBSCRIPTION_CUSTOMER_FIELDS, cityFilter(q), {
                select: sql`${subscriptions.id}`,
                join: sql``,
                where: subscriptionFilters({ ...q, city: undefined }),
                n: first.n,
              });
      const parts = (first: { n: number; orderBy?: SQL[] }) =>
        unionOf([
          customersPart(first),
          ...otherSubscriptionSearches(term).map((s) => subscriptionIds(q, s, first)),
        ]);
      const [rows, count] = await Promise.all([
        subscriptionSelect()
          .where(sql`${subscriptions.id} in (${parts({ n: offset(q) + q.pageSize, orderBy })})`)
          .orderBy(...orderBy)
          .limit(q.pageSize)
          .offset(offset(q)),
        cappedCount(parts({ n: COUNT_CAP + 1 })),
      ]);
      return { rows: rows.map(toAdminSubscription), ...count };
    },

    async listSchedules(q: AdminSchedulesQuery): Promise<Page<AdminSchedule>> {
      const dir = q.dir ?? (q.sort === 'serviceDate' ? 'desc' : 'asc');
      const orderBy = scheduleOrder(q, dir);
      if (!q.q) {
        const [rows, count] = await Promise.all([
          scheduleSelect()
            .where(scheduleFilters(q))
            .orderBy(...orderBy)
            .limit(q.pageSize)
            .offset(offset(q)),
          cappedCount(scheduleCount(q)),
        ]);
        return { rows: rows.map(toAdminSchedule), ...count };
      }
      // A common term's customers fill the page from the list's first rows: the customers' part
      // is those rows, and the count is read from the customers' side; on a short list the walk
      // reads every row, and its rows are the count's too. Otherwise, as
      // listSubscriptions. With few, the customers' part tests each schedule's own
      // subscription against theirs, so the list can walk its order reading schedules alone, or
      // read their schedules and sort them, whichever the planner finds cheaper. Those
      // subscriptions already passed the plan and city; the page tests the schedules' copies of
      // them again all the same, which lets its walk take the index that leads with the status
      // and city (a term's customers in one city walked 12 000 completed pickups for 25 through
      // the status alone). The count reads their schedules subscription by subscription.
      const term = q.q;
      const pageEnd = offset(q) + q.pageSize;
      const walk = await scheduleIdsAlongOrder({ ...q, q: term }, orderBy, pageEnd);
      const filled = walk.ids.length === pageEnd;
      const few =
        filled || walk.every
          ? undefined
          : await subscriptionsOfCustomers(
              term,
              SCHEDULE_CUSTOMER_FIELDS,
              q.city,
              q.plan ? eq(subscriptions.plan, q.plan) : undefined,
            );
      const onSchedules = { ...q, plan: undefined, city: undefined };
      const customersPart = (first: { n: number; orderBy?: SQL[] }) => {
        if (walk.every || (filled && first.orderBy)) {
          return scheduleIdsAlone(q, oneOf(serviceSchedules.id, walk.ids), first);
        }
        if (few) {
          return first.orderBy
            ? scheduleIdsAlone(q, oneOf(serviceSchedules.subscriptionId, few), first)
            : scheduleIdsOfEach(onSchedules, few, first.n);
        }
        return first.orderBy
          ? scheduleIds(q, userMatches(term, SCHEDULE_CUSTOMER_FIELDS), first)
          : fromCustomers(term, SCHEDULE_CUSTOMER_FIELDS, cityFilter(q), {
              select: sql`${serviceSchedules.id}`,
              join: sql`join ${serviceSchedules} on ${serviceSchedules.subscriptionId} = ${subscriptions.id}`,
              where: scheduleFilters({ ...q, city: undefined }),
              n: first.n,
            });
      };
      const parts = (first: { n: number; orderBy?: SQL[] }) =>
        unionOf([
          customersPart(first),
          ...otherScheduleSearches(term).map((s) => scheduleIds(q, s, first)),
        ]);
      const [rows, count] = await Promise.all([
        scheduleSelect()
          .where(sql`${serviceSchedules.id} in (${parts({ n: pageEnd, orderBy })})`)
          .orderBy(...orderBy)
          .limit(q.pageSize)
          .offset(offset(q)),
        cappedCount(parts({ n: COUNT_CAP + 1 })),
      ]);
      return { rows: rows.map(toAdminSchedule), ...count };
    },

    /** Every matching user, in id order, read in batches so memory stays flat. */
    async *exportUsers(q: AdminUsersQuery): AsyncGenerator<AdminUser[]> {
      let after = 0;
      for (;;) {
        const rows = await db
          .select()
          .from(users)
          .where(
            and(
              userFilters(q, q.q ? userMatches(q.q, USER_SEARCH_FIELDS) : undefined),
              gt(users.id, after),
            ),
          )
          .orderBy(asc(users.id))
          .limit(EXPORT_BATCH);
        if (rows.length === 0) return;
        yield rows.map(toPublicUser);
        after = rows.at(-1)!.id;
      }
    },

    async *exportSubscriptions(q: AdminSubscriptionsQuery): AsyncGenerator<AdminSubscription[]> {
      let after = 0;
      for (;;) {
        const rows = await subscriptionSelect()
          .where(and(subscriptionsMatching(q), gt(subscriptions.id, after)))
          .orderBy(asc(subscriptions.id))
          .limit(EXPORT_BATCH);
        if (rows.length === 0) return;
        yield rows.map(toAdminSubscription);
        after = rows.at(-1)!.subscription.id;
      }
    },

    /**
     * PostgreSQL only: the schedules export's records, SCHEDULE_CSV_COLUMNS in service-date order
     * (then id), written by COPY: text quoted, quotes doubled, null empty, records ending in LF
     * (docs/decisions/040-admin-search-and-export-at-scale.md). Undefined on the embedded database.
     */
    copySchedulesCsv(q: AdminSchedulesQuery): AsyncGenerator<Uint8Array> | undefined {
      if (!copyOut) return undefined;
      const cells = SCHEDULE_CSV_COLUMNS.map((column, i) => ({
        name: `c${i}`,
        ...scheduleCsvSql[column.field],
      }));
      // Computed in a subquery, then guarded by the query around it: the guard reads each cell
      // three times. The outer order is the subquery's own, which PostgreSQL keeps without sorting.
      const rows = db
        .select({
          ...Object.fromEntries(cells.map((c) => [c.name, c.sql.as(c.name)])),
          day: sql`${serviceSchedules.serviceDate}`.as('day'),
          id: sql`${serviceSchedules.id}`.as('id'),
        })
        .from(serviceSchedules)
        .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(schedulesMatching(q))
        .orderBy(asc(serviceSchedules.serviceDate), asc(serviceSchedules.id))
        .as('rows');
      const column = (name: string) => sql`${sql.identifier('rows')}.${sql.identifier(name)}`;
      const query = db
        .select(
          Object.fromEntries(
            cells.map((c) => [
              c.name,
              (c.text ? guarded(column(c.name)) : column(c.name)).as(c.name),
            ]),
          ),
        )
        .from(rows)
        .orderBy(column('day'), column('id'))
        .toSQL();
      const quoted = cells.filter((c) => c.text).map((c) => c.name);
      return copyOut(query, `format csv, force_quote (${quoted.join(', ')})`);
    },

    /**
     * Schedules in service-date order (then id), the embedded database's export: batches that
     * continue from the last row of the one before.
     */
    async *exportSchedules(q: AdminSchedulesQuery): AsyncGenerator<AdminSchedule[]> {
      let after: { date: string; id: number } | null = null;
      for (;;) {
        const rows: ScheduleJoinRow[] = await scheduleSelect()
          .where(
            and(
              schedulesMatching(q),
              after
                ? sql`(${serviceSchedules.serviceDate}, ${serviceSchedules.id}) > (${after.date}::date, ${after.id})`
                : undefined,
            ),
          )
          .orderBy(asc(serviceSchedules.serviceDate), asc(serviceSchedules.id))
          .limit(EXPORT_BATCH);
        if (rows.length === 0) return;
        yield rows.map(toAdminSchedule);
        const last = rows.at(-1)!;
        after = { date: last.serviceDate, id: last.id };
      }
    },

    async findSchedule(id: number): Promise<AdminSchedule | undefined> {
      const [row] = await scheduleSelect().where(eq(serviceSchedules.id, id)).limit(1);
      return row ? toAdminSchedule(row) : undefined;
    },

    /** The name of the subscription's customer; undefined when there is no such subscription. */
    async subscriptionCustomer(id: number): Promise<string | undefined> {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(eq(subscriptions.id, id));
      return row ? fullName(row) : undefined;
    },

    /**
     * Cancellations since the start of the month eleven months before `now`'s (America/Chicago),
     * counted by month and reason.
     */
    async cancellationCounts(now: Date) {
      const result = (await db.execute(sql`
        select to_char(s.cancelled_at at time zone ${SERVICE_TIME_ZONE}, 'YYYY-MM') as month,
          s.cancel_reason as reason, count(*)::int as count
        from subscriptions s
        where s.status = 'cancelled' and s.cancelled_at >= ${cancelWindowStart(now)}
        group by 1, 2
        order by 1 desc, 3 desc, 2`)) as {
        rows: { month: string; reason: CancelReason | null; count: number }[];
      };
      return result.rows;
    },

    /** The same months' answers in the customers' own words, the newest of each month first. */
    async cancellationNotes(now: Date, perMonth: number) {
      const result = (await db.execute(sql`
        select month, note, cancelled_at as "cancelledAt", first_name as "firstName",
          last_name as "lastName", username
        from (
          select to_char(s.cancelled_at at time zone ${SERVICE_TIME_ZONE}, 'YYYY-MM') as month,
            s.cancel_note as note, s.cancelled_at, u.first_name, u.last_name, u.username,
            row_number() over (
              partition by to_char(s.cancelled_at at time zone ${SERVICE_TIME_ZONE}, 'YYYY-MM')
              order by s.cancelled_at desc, s.id desc
            ) as n
          from subscriptions s join users u on u.id = s.user_id
          where s.status = 'cancelled' and s.cancel_note is not null
            and s.cancelled_at >= ${cancelWindowStart(now)}
        ) numbered
        where n <= ${perMonth}
        order by "cancelledAt" desc`)) as {
        rows: {
          month: string;
          note: string;
          cancelledAt: Date | string;
          firstName: string;
          lastName: string;
          username: string;
        }[];
      };
      return result.rows.map((r) => ({
        month: r.month,
        note: r.note,
        cancelledAt: new Date(r.cancelledAt).toISOString(),
        customerName: fullName(r),
      }));
    },

    /** The day's stops, with the community each door is in, unordered. */
    async routeStops(date: string): Promise<PlacedStop<RouteStop>[]> {
      const rows = await dayStops(
        db
          .select({
            ...scheduleColumns,
            building: users.building,
            communityRequest: users.communityRequest,
            community: {
              id: communities.id,
              name: communities.name,
              street: communities.street,
              zip: communities.zip,
              accessNotes: communities.accessNotes,
            },
          })
          .from(serviceSchedules)
          .$dynamic(),
        date,
      );
      return rows.map((r) => ({
        stop: {
          scheduleId: r.id,
          subscriptionId: r.subscriptionId,
          customerName: fullName(r),
          phone: r.phone,
          address: r.address,
          unit: r.unit,
          building: r.building,
          city: r.city,
          zip: r.zip,
          plan: r.plan,
          gateCode: r.gateCode,
          specialInstructions: r.specialInstructions,
          status: r.status,
          notes: r.notes,
        },
        communityRequest: r.communityRequest,
        community: r.community,
      }));
    },
  };
}
