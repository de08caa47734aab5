import { and, eq, gt, isNull, sql } from 'drizzle-orm';
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

/** A new email-change link makes the customer's older ones useless. */
export async function replaceEmailChangeLink(
  db: Database,
  userId: number,
  token: { tokenHash: string; newEmail: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(emailChangeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));
  await db.insert(emailChangeTokens).values({ userId, ...token });
}

/** Marks a usable email-change link used; answers what it was for only to the call that used it. */
export async function useEmailChangeLink(
  db: Database,
  tokenHash: string,
): Promise<{ userId: number; newEmail: string } | undefined> {
  const [row] = await db
    .update(emailChangeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailChangeTokens.tokenHash, tokenHash),
        isNull(emailChangeTokens.usedAt),
        gt(emailChangeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailChangeTokens.userId, newEmail: emailChangeTokens.newEmail });
  return row;
}
