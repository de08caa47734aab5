import { getTableColumns, getTableName, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

// Thousands of rows in one statement, as a rent roll's import writes them
// (docs/product.md#rent-roll-rosters). The query builder's multi-row VALUES costs a chunk and a
// parameter per cell to build and bind: 0.2 to 0.6 s of the server's own time for 2 000 users or
// subscriptions on the two-core machine (docs/benchmarks/2026-12-roster.md). Here the rows travel
// as one JSON parameter, which `json_to_recordset` reads back typed as the table's columns.

/** A column's type as a record's field is declared: a serial is its integer. */
const fieldType = (column: Column) =>
  column
    .getSQLType()
    .replace(/^serial$/, 'integer')
    .replace(/^bigserial$/, 'bigint');

type Returned<R extends Record<string, Column>> = { [K in keyof R]: R[K]['_']['data'] }[];

/**
 * Inserts `rows` into `table` in one statement and returns the `returning` columns of the rows
 * written, in no promised order. Every row names the same fields; a field left out takes the
 * column's default. Values are plain data, sent as JSON: instants as ISO text, a jsonb field as
 * it is. With `onConflictDoNothing`, a row that would break a unique index is skipped.
 */
export async function insertRows<
  T extends PgTable,
  R extends Record<string, Column> = Record<string, never>,
>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: { returning?: R; onConflictDoNothing?: boolean } = {},
): Promise<Returned<R>> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, Column>;
  const fields = Object.keys(rows[0]!).filter(
    (key) => (rows[0] as Record<string, unknown>)[key] !== undefined,
  );
  const named = fields.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return column;
  });
  const records = rows.map((row) => {
    const values = row as Record<string, unknown>;
    const record: Record<string, unknown> = {};
    for (const [i, key] of fields.entries()) {
      if (values[key] === undefined) throw new Error(`a row leaves out ${key}`);
      record[named[i]!.name] = values[key];
    }
    if (Object.values(values).filter((v) => v !== undefined).length !== fields.length) {
      throw new Error('every row names the same fields');
    }
    return record;
  });
  const names = sql.join(
    named.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const declared = sql.join(
    named.map((c) => sql`${sql.identifier(c.name)} ${sql.raw(fieldType(c))}`),
    sql`, `,
  );
  const returning = Object.entries(options.returning ?? {}).map(
    ([key, c]) => sql`${sql.identifier(c.name)} as ${sql.identifier(key)}`,
  );
  // Both drivers (pg and PGlite) answer a raw query with { rows }.
  const result = (await db.execute(sql`
    insert into ${table} (${names})
    select ${names} from json_to_recordset(${JSON.stringify(records)}::json) as r(${declared})
    ${options.onConflictDoNothing ? sql`on conflict do nothing` : sql``}
    ${returning.length > 0 ? sql`returning ${sql.join(returning, sql`, `)}` : sql``}`)) as unknown as {
    rows: Returned<R>;
  };
  return result.rows;
}

/** `column` is one of `ids`: one parameter, an array, however many there are. */
export const idIn = (column: Column, ids: readonly number[]) =>
  ids.length === 0 ? sql`false` : sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;
