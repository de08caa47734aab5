import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import type { UserRow } from './user-repository.ts';

export type SessionWithUser = { sessionId: string; lastSeenAt: Date; user: UserRow };

export function createSessionRepository(db: Database) {
  return {
    async insert(id: string, userId: number, expiresAt: Date): Promise<void> {
      await db.insert(sessions).values({ id, userId, expiresAt });
    },

    /** One round trip per request: the live session and its user, or nothing. */
    async findLive(id: string, idleCutoff: Date): Promise<SessionWithUser | undefined> {
      const [row] = await db
        .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, id),
            gt(sessions.expiresAt, sql`now()`),
            gt(sessions.lastSeenAt, idleCutoff),
            // A removed crew member's sessions are deleted too; this holds in the meantime.
            isNull(users.deactivatedAt),
          ),
        );
      return row;
    },

    /** Which of these sessions are live, each with its user's role. */
    async liveRoles(ids: string[], idleCutoff: Date): Promise<Map<string, UserRow['role']>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ sessionId: sessions.id, role: users.role })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            inArray(sessions.id, ids),
            gt(sessions.expiresAt, sql`now()`),
            gt(sessions.lastSeenAt, idleCutoff),
            isNull(users.deactivatedAt),
          ),
        );
      return new Map(rows.map((r) => [r.sessionId, r.role]));
    },

    async touch(id: string): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.id, id));
    },

    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /** Ends every session of a user except the one given (password change keeps the caller in). */
    async deleteAllForUser(userId: number, exceptId?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(
          exceptId
            ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId))
            : eq(sessions.userId, userId),
        );
    },

    async deleteExpired(idleCutoff: Date): Promise<void> {
      await db
        .delete(sessions)
        .where(or(lte(sessions.expiresAt, sql`now()`), lte(sessions.lastSeenAt, idleCutoff)));
    },
  };
}
