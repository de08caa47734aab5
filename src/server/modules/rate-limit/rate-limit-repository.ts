import { eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema.ts';

export type Hit = { count: number; resetAt: Date };

export function createRateLimitRepository(db: Database) {
  return {
    /** Counts one hit in the key's current window, opening a new window when the old one ended. */
    async hit(key: string, windowMs: number): Promise<Hit> {
      const resetAt = sql`now() + ${`${windowMs} milliseconds`}::interval`;
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, count: 1, resetAt: sql`${resetAt}` })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            count: sql`case when ${rateLimitHits.resetAt} <= now() then 1 else ${rateLimitHits.count} + 1 end`,
            resetAt: sql`case when ${rateLimitHits.resetAt} <= now() then ${resetAt} else ${rateLimitHits.resetAt} end`,
          },
        })
        .returning({ count: rateLimitHits.count, resetAt: rateLimitHits.resetAt });
      return row!;
    },

    /** Takes back one hit from the key's current window (never below zero). */
    async unhit(key: string): Promise<void> {
      await db
        .update(rateLimitHits)
        .set({ count: sql`greatest(${rateLimitHits.count} - 1, 0)` })
        .where(sql`${rateLimitHits.key} = ${key} and ${rateLimitHits.resetAt} > now()`);
    },

    async clear(key: string): Promise<void> {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
    },

    async pruneExpired(): Promise<void> {
      await db.delete(rateLimitHits).where(lte(rateLimitHits.resetAt, sql`now()`));
    },
  };
}
