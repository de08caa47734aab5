import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { doorNotices, photos, pickupActions, tickets } from '../../db/schema.ts';

export type PhotoRow = typeof photos.$inferSelect;

/** What one account sent since a time: how many, how many bytes, how many are on nothing yet. */
export type PhotoUsage = {
  count: number;
  bytes: number;
  waiting: number;
  /** When the oldest counted photo (of all, of the waiting ones) was sent. */
  oldestAt: Date | null;
  oldestWaitingAt: Date | null;
};

/** Lock namespace of the per-account photo lock (pg_advisory_xact_lock's first key). */
const PHOTO_LOCK = 28;

/** Whether a report, a door's record or a notice's dispute names the photo: the places that keep one. */
const referenced = sql`(exists (select 1 from ${pickupActions} where ${pickupActions.photoId} = ${photos.id})
  or exists (select 1 from ${tickets} where ${tickets.photoId} = ${photos.id})
  or exists (select 1 from ${doorNotices} where ${doorNotices.disputePhotoId} = ${photos.id}))`;

export function createPhotoRepository(db: Database) {
  return {
    async find(id: string): Promise<PhotoRow | undefined> {
      const [row] = await db.select().from(photos).where(eq(photos.id, id));
      return row;
    },

    /** Inserts the photo unless its id is taken; true when this call inserted it. */
    async insert(photo: typeof photos.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(photos)
        .values(photo)
        .onConflictDoNothing({ target: photos.id })
        .returning({ id: photos.id });
      return rows.length > 0;
    },

    async uploaders(ids: readonly string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: photos.id, uploadedBy: photos.uploadedBy })
        .from(photos)
        .where(inArray(photos.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r.uploadedBy]));
    },

    /**
     * Holds the account's uploads one at a time until the transaction ends, so parallel uploads
     * cannot each pass a count that none of them has raised yet.
     */
    async lockUploader(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${PHOTO_LOCK}, ${userId})`);
    },

    async usage(userId: number, since: Date): Promise<PhotoUsage> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          bytes: sql<number>`coalesce(sum(${photos.bytes}), 0)::float8`,
          waiting: sql<number>`(count(*) filter (where not ${referenced}))::int`,
          oldestAt: sql<string | null>`min(${photos.createdAt})`,
          oldestWaitingAt: sql<
            string | null
          >`min(${photos.createdAt}) filter (where not ${referenced})`,
        })
        .from(photos)
        .where(and(eq(photos.uploadedBy, userId), gte(photos.createdAt, since)));
      const at = (value: string | null | undefined) => (value ? new Date(value) : null);
      return {
        count: row?.count ?? 0,
        bytes: Number(row?.bytes ?? 0),
        waiting: row?.waiting ?? 0,
        oldestAt: at(row?.oldestAt),
        oldestWaitingAt: at(row?.oldestWaitingAt),
      };
    },

    /** Photos sent in [from, before) that nothing names, oldest first. */
    async unreferenced(from: Date, before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: photos.id })
        .from(photos)
        .where(
          and(gte(photos.createdAt, from), lt(photos.createdAt, before), sql`not ${referenced}`),
        )
        .orderBy(photos.createdAt)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Deletes the photo's row if it is still older than `before` and named by nothing. */
    async deleteUnreferenced(id: string, before: Date): Promise<string | undefined> {
      const [row] = await db
        .delete(photos)
        .where(and(eq(photos.id, id), lt(photos.createdAt, before), sql`not ${referenced}`))
        .returning({ storageKey: photos.storageKey });
      return row?.storageKey;
    },
  };
}
