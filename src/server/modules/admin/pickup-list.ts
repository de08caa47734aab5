import { and, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { AdminSchedule, AdminSchedulesQuery } from '../../../domain/schemas/admin.ts';
import type { ServiceStatus } from '../../../domain/schemas/service-schedule.ts';
import { fullName } from '../../../domain/person-name.ts';
import type { Database } from '../../db/client.ts';
import { serviceSchedules, subscriptions, users } from '../../db/schema.ts';
import {
  cityFilter,
  cityKeyIs,
  contains,
  customerName,
  firstIds,
  fromCustomers,
  matchesAtLeast,
  oneOf,
  order,
  pageOf,
  pageOffset,
  pageWithCount,
  recordId,
  rowsWhere,
  subscriptionsOfCustomers,
  unionOf,
  userMatches,
  WALK_PER_ROW,
  searchedPage,
  type FirstMatches,
  type Page,
} from './admin-search.ts';

type ScheduleFilters = Omit<AdminSchedulesQuery, 'page' | 'pageSize' | 'sort' | 'dir'>;

/** The customers' fields the pickups list searches. */
const SCHEDULE_CUSTOMER_FIELDS = [customerName, users.address];

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

/**
 * What a search term matches besides the customer's name or address: the notes and the
 * subscription number, each queried on its own (see subscription-list.ts).
 */
function otherScheduleSearches(q: string): SQL[] {
  const id = recordId(q);
  return [
    ilike(serviceSchedules.notes, contains(q))!,
    ...(id === undefined ? [] : [eq(serviceSchedules.subscriptionId, id)]),
  ];
}

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

/** A pickup with its customer and subscription, as the office's lists and route sheet read it. */
export const scheduleColumns = {
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

export const scheduleSelect = (db: Database) =>
  db
    .select(scheduleColumns)
    .from(serviceSchedules)
    .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
    .innerJoin(users, eq(users.id, subscriptions.userId));

export type ScheduleJoinRow = Awaited<ReturnType<typeof scheduleSelect>>[number];

export function toAdminSchedule(r: ScheduleJoinRow): AdminSchedule {
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

/** As scheduleIds, reading schedules alone: `search` tests nothing else, nor do the filters. */
const scheduleIdsAlone = (db: Database, q: ScheduleFilters, search: SQL, first: FirstMatches) =>
  firstIds(
    db
      .select({ id: serviceSchedules.id })
      .from(serviceSchedules)
      .where(and(scheduleFilters(q), search))
      .$dynamic(),
    first,
  );

/**
 * The first `n` ids of the schedules of the subscriptions `ids` that pass the filters, read
 * subscription by subscription through the index on their subscription id, as far as it takes
 * (a LATERAL query with a limit can be joined no other way). For a count, which needs no order:
 * tested along the table, the planner expects the matches spread evenly and reads on from
 * wherever the last scan of the table stopped (760 000 rows for a term's customers in one city).
 */
const scheduleIdsOfEach = (db: Database, q: ScheduleFilters, ids: number[], n: number) => {
  const theirs = db
    .select({ id: serviceSchedules.id })
    .from(serviceSchedules)
    .where(and(sql`${serviceSchedules.subscriptionId} = few.id`, scheduleFilters(q)))
    .limit(n);
  return sql`select theirs.id from unnest(${`{${ids.join(',')}}`}::int[]) as few(id)
    cross join lateral (${theirs}) as theirs limit ${n}`;
};

/**
 * The ids of the schedules one search condition matches under the filters; with `first`, only
 * that many in the list's order.
 */
const scheduleIds = (db: Database, q: ScheduleFilters, search: SQL, first?: FirstMatches) =>
  firstIds(
    db
      .select({ id: serviceSchedules.id })
      .from(serviceSchedules)
      .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(and(scheduleFilters(q), search))
      .$dynamic(),
    first,
  );

/**
 * The ids of the first `n` schedules in the list's order whose customer the term matches,
 * looked for among the first `n * WALK_PER_ROW` rows under the filters only, and only when
 * the term matches at least `n` customers: all `n` when the term is that common, else fewer,
 * and then `every` tells whether those rows were all the list has (a small list), so that the
 * ids are every match. The filters and the order are the schedule's own (the plan and city
 * its copies), so the walk reads one index and joins each row it tests.
 */
async function scheduleIdsAlongOrder(
  db: Database,
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
      select ${matchesAtLeast(db, q.q, SCHEDULE_CUSTOMER_FIELDS, cityFilter(q), n)} as yes),
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

/** Every matching schedule: the filters, and the search term when there is one. */
export const schedulesMatching = (db: Database, q: ScheduleFilters) =>
  q.q
    ? sql`${serviceSchedules.id} in (${unionOf(
        [userMatches(q.q, SCHEDULE_CUSTOMER_FIELDS), ...otherScheduleSearches(q.q)].map((s) =>
          scheduleIds(db, q, s),
        ),
      )})`
    : scheduleFilters(q);

/** The office's pickups list (and its service records): one page and its capped total. */
export async function listSchedules(
  db: Database,
  q: AdminSchedulesQuery,
): Promise<Page<AdminSchedule>> {
  const dir = q.dir ?? (q.sort === 'serviceDate' ? 'desc' : 'asc');
  const orderBy = scheduleOrder(q, dir);
  const readPage = (where: SQL | undefined) =>
    pageOf(scheduleSelect(db).$dynamic(), where, orderBy, q);
  if (!q.q) {
    return pageWithCount(
      db,
      readPage(scheduleFilters(q)),
      // The count reads the pickups alone: its filters are all on their rows.
      rowsWhere(db, serviceSchedules, scheduleFilters(q)),
      toAdminSchedule,
    );
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
  const pageEnd = pageOffset(q) + q.pageSize;
  const walk = await scheduleIdsAlongOrder(db, { ...q, q: term }, orderBy, pageEnd);
  const filled = walk.ids.length === pageEnd;
  const few =
    filled || walk.every
      ? undefined
      : await subscriptionsOfCustomers(
          db,
          term,
          SCHEDULE_CUSTOMER_FIELDS,
          q.city,
          q.plan ? eq(subscriptions.plan, q.plan) : undefined,
        );
  const onSchedules = { ...q, plan: undefined, city: undefined };
  const customersPart = (first: FirstMatches) => {
    if (walk.every || (filled && first.orderBy)) {
      return scheduleIdsAlone(db, q, oneOf(serviceSchedules.id, walk.ids), first);
    }
    if (few) {
      return first.orderBy
        ? scheduleIdsAlone(db, q, oneOf(serviceSchedules.subscriptionId, few), first)
        : scheduleIdsOfEach(db, onSchedules, few, first.n);
    }
    return first.orderBy
      ? scheduleIds(db, q, userMatches(term, SCHEDULE_CUSTOMER_FIELDS), first)
      : fromCustomers(db, term, SCHEDULE_CUSTOMER_FIELDS, cityFilter(q), {
          select: sql`${serviceSchedules.id}`,
          join: sql`join ${serviceSchedules} on ${serviceSchedules.subscriptionId} = ${subscriptions.id}`,
          where: scheduleFilters({ ...q, city: undefined }),
          n: first.n,
        });
  };
  return searchedPage(
    db,
    [
      customersPart,
      ...otherScheduleSearches(term).map(
        (s) => (first: FirstMatches) => scheduleIds(db, q, s, first),
      ),
    ],
    {
      end: pageEnd,
      orderBy,
      read: (ids) => readPage(sql`${serviceSchedules.id} in (${ids})`),
    },
    toAdminSchedule,
  );
}

export async function findSchedule(db: Database, id: number): Promise<AdminSchedule | undefined> {
  const [row] = await scheduleSelect(db).where(eq(serviceSchedules.id, id)).limit(1);
  return row ? toAdminSchedule(row) : undefined;
}
