import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { OutgoingMail } from './mail-module.ts';

export type QueuedMail = OutgoingMail & { id: number; attempts: number; createdAt: Date };

/** How long one message may take to hand to the mail server before the send counts as failed. */
export const SEND_TIMEOUT_MS = 20_000;
// A claimed message is leased, not locked: if the sender dies mid-send the lease runs out and
// another instance picks the message up again. The sender claims one message at a time, so the
// lease needs to outlast only one send; a crash delays mail by about this much, not minutes.
export const LEASE_MS = SEND_TIMEOUT_MS + 10_000;
export const MAX_ATTEMPTS = 8;

export function createOutboxRepository(db: Database) {
  return {
    async claimDue(limit: number): Promise<QueuedMail[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(mailOutbox.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: sql`now() + ${`${LEASE_MS} milliseconds`}::interval`,
        })
        .where(inArray(mailOutbox.id, due))
        .returning();
      return rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        html: r.html ?? undefined,
        headers: r.headers ?? undefined,
        attachments: r.attachments ?? undefined,
        attempts: r.attempts,
        createdAt: r.createdAt,
      }));
    },

    async markSent(id: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(eq(mailOutbox.id, id));
    },

    /** Backs off exponentially (30 s, 1 min, 2 min …) and gives up after MAX_ATTEMPTS. */
    async markFailed(mail: QueuedMail, error: string): Promise<void> {
      const giveUp = mail.attempts >= MAX_ATTEMPTS;
      const delaySeconds = 30 * 2 ** (mail.attempts - 1);
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lastError: error.slice(0, 1000),
          nextAttemptAt: sql`now() + ${`${delaySeconds} seconds`}::interval`,
        })
        .where(eq(mailOutbox.id, mail.id));
    },
  };
}
