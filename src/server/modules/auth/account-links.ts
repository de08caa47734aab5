import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailChangeTokens, passwordResetTokens } from '../../db/schema.ts';

/**
 * Ends every emailed link that acts on the account: password resets (a porter's invitation is
 * one) and pending email changes. Run in the transaction that changes the password or the email:
 * a link mailed before the change answers to the password or the mailbox it replaced.
 */
export async function endAccountLinks(db: Database, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await db
    .update(emailChangeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));
}
