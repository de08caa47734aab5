import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, test } from 'vitest';
import * as schema from '../db/schema.ts';

// One module writes each table; every other module asks it (docs/decisions/051-one-owner-per-table.md).
const OWNERS: Record<string, string> = {
  users: 'auth',
  sessions: 'auth',
  password_reset_tokens: 'auth',
  email_change_tokens: 'auth',
  service_zips: 'service-area',
  communities: 'service-area',
  property_contracts: 'properties',
  waitlist_entries: 'waitlist',
  service_detail_changes: 'service-details',
  mail_outbox: 'mail',
  rate_limit_hits: 'rate-limit',
  subscriptions: 'subscriptions',
  subscription_holds: 'subscriptions',
  payments: 'payments',
  webhook_events: 'payments',
  service_schedules: 'schedules',
  crew_assignments: 'crew',
  pickup_actions: 'crew',
  photos: 'photos',
  tickets: 'tickets',
  door_notices: 'door-notices',
  notice_fees: 'door-notices',
  notice_ladders: 'door-notices',
  notice_exemptions: 'door-notices',
  contact_messages: 'contact',
  property_leads: 'properties',
  community_managers: 'properties',
  night_reports: 'property-reports',
  roster_doors: 'rosters',
  roster_column_maps: 'rosters',
  roster_imports: 'rosters',
  property_invoices: 'property-billing',
  property_invoice_lines: 'property-billing',
  notification_settings: 'notifications',
  notification_preferences: 'notifications',
  sms_consents: 'notifications',
  notifications: 'notifications',
  revenue_customers: 'analytics',
  revenue_days: 'analytics',
  revenue_cohorts: 'analytics',
  revenue_failed_renewals: 'analytics',
  revenue_recovery_days: 'analytics',
  analytics_service_days: 'analytics',
  analytics_problem_days: 'analytics',
  analytics_route_days: 'analytics',
  analytics_ticket_resolutions: 'analytics',
  analytics_signup_days: 'analytics',
  analytics_cancellation_days: 'analytics',
  analytics_snapshot_state: 'analytics',
};

/**
 * Writes left where they are, each with why moving it would change a transaction. Keyed by the
 * file (under src/server/modules) and the table it writes.
 */
const EXCEPTIONS: { file: string; table: string; why: string }[] = [];

const MODULES_DIR = join(import.meta.dirname);

/** Each schema export that is a table, by its name in the code, with its name in the database. */
const TABLES = new Map(
  Object.entries(schema).flatMap(([name, value]: [string, unknown]) =>
    is(value, PgTable) ? [[name, getTableName(value)] as const] : [],
  ),
);
const SQL_NAMES = new Set(TABLES.values());

/** Comments are prose: "update users" in one is no write. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** The tables `source` writes: drizzle's insert, update and delete, and SQL written out. */
function writtenTables(source: string): string[] {
  const code = withoutComments(source);
  const found = new Set<string>();
  for (const [, name] of code.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const table = TABLES.get(name!);
    if (table) found.add(table);
  }
  const statement = /\b(?:insert\s+into|update|delete\s+from)\s+(?:\$\{\s*(\w+)\s*\}|"?(\w+)"?)/gi;
  for (const [, interpolated, written] of code.matchAll(statement)) {
    const table = interpolated ? TABLES.get(interpolated) : written?.toLowerCase();
    if (table && SQL_NAMES.has(table)) found.add(table);
  }
  return [...found];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const modules = readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('every table has one writer', () => {
  test('each table has an owner, and each owner is a module', () => {
    expect([...SQL_NAMES].filter((table) => !(table in OWNERS))).toEqual([]);
    expect(Object.values(OWNERS).filter((owner) => !modules.includes(owner))).toEqual([]);
    expect(Object.keys(OWNERS).filter((table) => !SQL_NAMES.has(table))).toEqual([]);
  });

  test("no module writes another module's table", () => {
    const foreign = modules.flatMap((module) =>
      sourceFiles(join(MODULES_DIR, module)).flatMap((path) => {
        const file = relative(MODULES_DIR, path);
        return writtenTables(readFileSync(path, 'utf8'))
          .filter((table) => OWNERS[table] !== module)
          .filter((table) => !EXCEPTIONS.some((e) => e.file === file && e.table === table))
          .map((table) => `${file} writes ${table}, which ${OWNERS[table]} owns`);
      }),
    );
    expect(foreign).toEqual([]);
  });

  test('each exception still names a write that is there', () => {
    const stale = EXCEPTIONS.filter(
      (e) => !writtenTables(readFileSync(join(MODULES_DIR, e.file), 'utf8')).includes(e.table),
    );
    expect(stale).toEqual([]);
  });

  test('the scan finds writes in either form, and not reads or prose', () => {
    expect(
      writtenTables(`
        await db.insert(users).values(row);
        await tx
          .update(serviceSchedules)
          .set({ notes });
        await db.delete(sessions).where(eq(sessions.id, id));
        await db.execute(sql\`delete from mail_outbox where id = \${id}\`);
        await db.execute(sql\`UPDATE "tickets" SET status = 'resolved'\`);
        await db.execute(sql\`insert into \${photos} (id) values (\${id})\`);
      `).sort(),
    ).toEqual(['mail_outbox', 'photos', 'service_schedules', 'sessions', 'tickets', 'users']);
    expect(
      writtenTables(`
        // update users when the cache is stale
        /* delete from sessions */
        await db.select().from(users).for('update');
        await db.execute(sql\`select id from service_schedules where id = 1 for update\`);
        hash.update(data);
      `),
    ).toEqual([]);
  });
});
