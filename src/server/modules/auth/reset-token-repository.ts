import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema.ts';

export function createResetTokenRepository(db: Database) {
  return {
    async insert(tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
      await db.insert(passwordResetTokens).values({ tokenHash, userId, expiresAt });
    },

    async findUsable(tokenHash: string) {
      const [row] = await db
        .select({ userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        );
      return row;
    },

    /** Marks the token used; returns the user only if this call was the one that used it. */
    async consume(tokenHash: string): Promise<number | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },

    /** A new link or a completed reset makes every older link of the user useless. */
    async invalidateAllForUser(userId: number): Promise<void> {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },
  };
}
