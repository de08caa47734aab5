import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { SERVICE_TIME_ZONE } from '../../../domain/pickup-calendar.ts';
import type { RosterColumns } from '../../../domain/rosters.ts';
import type { RosterDiff, RosterImport } from '../../../domain/schemas/rosters.ts';
import type { Database } from '../../db/client.ts';
import { insertRows } from '../../db/insert-rows.ts';
import {
  communities,
  propertyContracts,
  rosterColumnMaps,
  rosterDoors,
  rosterImports,
  serviceZips,
  subscriptions,
  users,
} from '../../db/schema.ts';
import { NO_PASSWORD_HASH } from '../../lib/passwords.ts';
import type { CurrentResident, KnownAccount } from './roster-diff.ts';

/** A community as a roster needs it: its address for its residents, and its contract. */
export type RosterCommunity = {
  id: number;
  name: string;
  street: string;
  zip: string;
  city: string;
  contract: { id: number; rateCents: number } | null;
};

export type NewImport = {
  communityId: number;
  appliedBy: number;
  appliedByName: string;
  fileName: string;
  diff: RosterDiff;
};

/** An import's row without its diff, which the history does not show. */
const IMPORT_SUMMARY = {
  id: rosterImports.id,
  fileName: rosterImports.fileName,
  createdAt: rosterImports.createdAt,
  appliedByName: rosterImports.appliedByName,
  rows: rosterImports.rows,
  doorsAdded: rosterImports.doorsAdded,
  movedIn: rosterImports.movedIn,
  movedOut: rosterImports.movedOut,
  contactsChanged: rosterImports.contactsChanged,
  rejected: rosterImports.rejected,
};

type ImportSummaryRow = {
  [K in keyof typeof IMPORT_SUMMARY]: (typeof rosterImports.$inferSelect)[K];
};

const toImport = (row: ImportSummaryRow): RosterImport => ({
  id: row.id,
  fileName: row.fileName,
  appliedAt: row.createdAt.toISOString(),
  appliedBy: row.appliedByName,
  rows: row.rows,
  doorsAdded: row.doorsAdded,
  movedIn: row.movedIn,
  movedOut: row.movedOut,
  contactsChanged: row.contactsChanged,
  rejected: row.rejected,
});

export function createRosterRepository(db: Database) {
  return {
    /**
     * The community and its contract. With `lock`, its row is locked until the transaction ends:
     * two applies of one community's roster take turns, and the second sees the first's doors.
     */
    async findCommunity(id: number, lock = false): Promise<RosterCommunity | undefined> {
      const query = db
        .select({
          id: communities.id,
          name: communities.name,
          street: communities.street,
          zip: communities.zip,
          city: sql<string>`coalesce(${serviceZips.city}, '')`,
          billing: communities.billing,
          contractId: propertyContracts.id,
          rateCents: propertyContracts.rateCents,
        })
        .from(communities)
        .leftJoin(serviceZips, eq(serviceZips.zip, communities.zip))
        .leftJoin(propertyContracts, eq(propertyContracts.communityId, communities.id))
        .where(eq(communities.id, id));
      const [row] = await (lock ? query.for('update', { of: communities }) : query);
      if (!row) return undefined;
      const { contractId, rateCents, billing, ...community } = row;
      const paid = billing === 'property' && contractId !== null && rateCents !== null;
      return { ...community, contract: paid ? { id: contractId, rateCents } : null };
    },

    async doorKeys(communityId: number): Promise<{ building: string; unit: string }[]> {
      return db
        .select({ building: rosterDoors.building, unit: rosterDoors.unit })
        .from(rosterDoors)
        .where(eq(rosterDoors.communityId, communityId))
        .orderBy(rosterDoors.building, rosterDoors.unit);
    },

    /** The residents the contract serves now or until a move-out already recorded. */
    async currentResidents(contractId: number, now: Date): Promise<CurrentResident[]> {
      return db
        .select({
          userId: users.id,
          subscriptionId: subscriptions.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          phone: users.phone,
          building: users.building,
          unit: users.unit,
          startsOn: subscriptions.startsOn,
          lastDay: sql<
            string | null
          >`case when ${subscriptions.status} = 'active' then null else to_char((${subscriptions.serviceEndsAt} at time zone ${SERVICE_TIME_ZONE})::date - 1, 'YYYY-MM-DD') end`,
          hasPassword: sql<boolean>`${users.passwordHash} <> ${NO_PASSWORD_HASH}`,
        })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(
          and(
            eq(subscriptions.contractId, contractId),
            or(
              eq(subscriptions.status, 'active'),
              and(eq(subscriptions.status, 'cancelled'), gt(subscriptions.serviceEndsAt, now)),
            ),
          ),
        );
    },

    /** The accounts with these emails (lowered), by email. */
    async accountsByEmail(emails: readonly string[]): Promise<Map<string, KnownAccount>> {
      if (emails.length === 0) return new Map();
      const rows = await db
        .select({
          email: sql<string>`lower(${users.email})`,
          userId: users.id,
          role: users.role,
          hasPassword: sql<boolean>`${users.passwordHash} <> ${NO_PASSWORD_HASH}`,
        })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, [...emails]));
      return new Map(rows.map(({ email, ...account }) => [email, account]));
    },

    async addDoors(
      communityId: number,
      doors: readonly { building: string; unit: string }[],
    ): Promise<void> {
      await insertRows(
        db,
        rosterDoors,
        doors.map((d) => ({ communityId, building: d.building, unit: d.unit })),
        { onConflictDoNothing: true },
      );
    },

    async findColumns(communityId: number): Promise<RosterColumns | undefined> {
      const [row] = await db
        .select({ columns: rosterColumnMaps.columns })
        .from(rosterColumnMaps)
        .where(eq(rosterColumnMaps.communityId, communityId));
      return row?.columns;
    },

    async saveColumns(communityId: number, columns: RosterColumns): Promise<void> {
      await db
        .insert(rosterColumnMaps)
        .values({ communityId, columns })
        .onConflictDoUpdate({
          target: rosterColumnMaps.communityId,
          set: { columns, updatedAt: sql`now()` },
        });
    },

    async insertImport(entry: NewImport): Promise<RosterImport> {
      const { diff } = entry;
      const [row] = await db
        .insert(rosterImports)
        .values({
          ...entry,
          rows: diff.rows,
          doorsAdded: diff.doorsToAdd.length,
          movedIn: diff.moveIns.length,
          movedOut: diff.moveOuts.length,
          contactsChanged: diff.contactChanges.length,
          rejected: diff.rejected.length,
        })
        .returning(IMPORT_SUMMARY);
      return toImport(row!);
    },

    async listImports(communityId: number): Promise<RosterImport[]> {
      const rows = await db
        .select(IMPORT_SUMMARY)
        .from(rosterImports)
        .where(eq(rosterImports.communityId, communityId))
        .orderBy(desc(rosterImports.createdAt), desc(rosterImports.id));
      return rows.map(toImport);
    },
  };
}
