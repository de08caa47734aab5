import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { photos } from '../../db/schema.ts';

export type PhotoRow = typeof photos.$inferSelect;

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
  };
}
