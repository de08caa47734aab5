import { and, asc, eq, gt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type {
  AdminSchedule,
  AdminSchedulesQuery,
  AdminSubscription,
  AdminSubscriptionsQuery,
  AdminUser,
  AdminUsersQuery,
} from '../../../domain/schemas/admin.ts';
import { FORMULA_GUARD, FORMULA_START_CHARACTERS } from '../../../domain/csv.ts';
import type { CopyOut, Database } from '../../db/client.ts';
import { serviceSchedules, subscriptions, users } from '../../db/schema.ts';
import { toPublicUser } from '../auth/auth-module.ts';
import { userMatches } from './admin-search.ts';
import { SCHEDULE_CSV_COLUMNS } from './csv-columns.ts';
import { USER_SEARCH_FIELDS, userFilters } from './customer-list.ts';
import {
  scheduleSelect,
  schedulesMatching,
  toAdminSchedule,
  type ScheduleJoinRow,
} from './pickup-list.ts';
import {
  subscriptionSelect,
  subscriptionsMatching,
  toAdminSubscription,
} from './subscription-list.ts';

// The office's CSV downloads of its lists: every matching row, read in batches so memory stays
// flat (docs/decisions/040-admin-search-and-export-at-scale.md).

/** How many rows an export reads per query while it streams. */
const EXPORT_BATCH = 1_000;

/** Every matching user, in id order. */
export async function* exportUsers(db: Database, q: AdminUsersQuery): AsyncGenerator<AdminUser[]> {
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
}

/** Every matching subscription, in id order. */
export async function* exportSubscriptions(
  db: Database,
  q: AdminSubscriptionsQuery,
): AsyncGenerator<AdminSubscription[]> {
  let after = 0;
  for (;;) {
    const rows = await subscriptionSelect(db)
      .where(and(subscriptionsMatching(db, q), gt(subscriptions.id, after)))
      .orderBy(asc(subscriptions.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows.map(toAdminSubscription);
    after = rows.at(-1)!.subscription.id;
  }
}

/**
 * Schedules in service-date order (then id), the embedded database's export: batches that
 * continue from the last row of the one before.
 */
export async function* exportSchedules(
  db: Database,
  q: AdminSchedulesQuery,
): AsyncGenerator<AdminSchedule[]> {
  let after: { date: string; id: number } | null = null;
  for (;;) {
    const rows: ScheduleJoinRow[] = await scheduleSelect(db)
      .where(
        and(
          schedulesMatching(db, q),
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
}

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

/**
 * PostgreSQL only: the schedules export's records, SCHEDULE_CSV_COLUMNS in service-date order
 * (then id), written by COPY: text quoted, quotes doubled, null empty, records ending in LF
 * (docs/decisions/040-admin-search-and-export-at-scale.md). Undefined on the embedded database.
 */
export function copySchedulesCsv(
  db: Database,
  copyOut: CopyOut | undefined,
  q: AdminSchedulesQuery,
): AsyncGenerator<Uint8Array> | undefined {
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
    .where(schedulesMatching(db, q))
    .orderBy(asc(serviceSchedules.serviceDate), asc(serviceSchedules.id))
    .as('rows');
  const column = (name: string) => sql`${sql.identifier('rows')}.${sql.identifier(name)}`;
  const query = db
    .select(
      Object.fromEntries(
        cells.map((c) => [c.name, (c.text ? guarded(column(c.name)) : column(c.name)).as(c.name)]),
      ),
    )
    .from(rows)
    .orderBy(column('day'), column('id'))
    .toSQL();
  const quoted = cells.filter((c) => c.text).map((c) => c.name);
  return copyOut(query, `format csv, force_quote (${quoted.join(', ')})`);
}
