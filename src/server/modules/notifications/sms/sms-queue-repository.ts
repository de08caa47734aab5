import { and, eq, inArray, like, lte, notLike, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { notifications, notificationSettings } from '../../../db/schema.ts';
import { SMS_SEND_TIMEOUT_MS } from './sms-transport.ts';

/** A text the sender claimed: its row, the attempt it is on, and whether its number may still get it. */
export type ClaimedText = {
  id: number;
  to: string;
  body: string;
  attempts: number;
  /**
   * The number is still opted in, has not replied STOP since the text was queued, and answered
   * YES to its confirmation (or this text is that confirmation).
   */
  allowed: boolean;
};

/** Tries before a text counts as failed (about 30 s, 1, 2, 4 minutes apart). */
export const SMS_MAX_ATTEMPTS = 5;
const RETRY_BASE_SECONDS = 30;

/**
 * The key prefix of a text that answers what the resident just did (the confirmation of an
 * opt-in): carriers expect it at once, so it is the one text the quiet hours do not hold.
 */
export const IMMEDIATE_TEXT_KEY_PREFIX = 'sms_confirmation:';

const isDueText = and(
  eq(notifications.channel, 'sms'),
  eq(notifications.status, 'pending'),
  lte(notifications.nextAttemptAt, sql`now()`),
);
const isImmediate = like(notifications.dedupeKey, `${IMMEDIATE_TEXT_KEY_PREFIX}%`);

/**
 * The text queue, which is the `notifications` log's pending text rows (docs/decisions/
 * 041-notifications.md). A claim leases its rows rather than locking them, as the mail outbox
 * does: if the sender dies mid-send the lease runs out and another instance sends them.
 */
export function createSmsQueueRepository(db: Database) {
  return {
    /**
     * Claims up to `limit` due texts for `leaseMs`, counting the attempt. SKIP LOCKED lets several
     * instances claim at once without taking the same row.
     */
    async claimDue(
      limit: number,
      leaseMs: number,
      only: 'all' | 'immediate' = 'all',
    ): Promise<ClaimedText[]> {
      const due = db
        .select({ id: notifications.id })
        .from(notifications)
        .where(only === 'immediate' ? and(isDueText, isImmediate) : isDueText)
        .orderBy(notifications.nextAttemptAt, notifications.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(notifications)
        .set({
          attempts: sql`${notifications.attempts} + 1`,
          nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
        })
        .where(inArray(notifications.id, due))
        .returning({
          id: notifications.id,
          to: notifications.recipient,
          body: notifications.body,
          attempts: notifications.attempts,
          allowed: sql<boolean>`exists (select 1 from ${notificationSettings} where ${notificationSettings.userId} = ${notifications.userId} and ${notificationSettings.smsPhone} = ${notifications.recipient} and ${notificationSettings.smsOptedInAt} is not null and ${notificationSettings.smsStoppedAt} is null and (${notificationSettings.smsConfirmedAt} is not null or ${isImmediate}))`,
        });
      return rows.map((row) => ({ ...row, allowed: Boolean(row.allowed) }));
    },

    /**
     * Moves every due text but the immediate ones to `until` (the end of the quiet hours)
     * without counting an attempt: the text was not tried.
     */
    async deferDue(until: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ nextAttemptAt: until })
        .where(and(isDueText, notLike(notifications.dedupeKey, `${IMMEDIATE_TEXT_KEY_PREFIX}%`)));
    },

    /** Records a batch's sent texts in one statement, each with Twilio's id and status. */
    async markSent(
      sent: { id: number; providerMessageId: string; status: string }[],
    ): Promise<void> {
      if (sent.length === 0) return;
      const rows = sql.join(
        sent.map((s) => sql`(${s.id}::bigint, ${s.providerMessageId}, ${s.status})`),
        sql`, `,
      );
      await db.execute(sql`
        update ${notifications}
        set status = 'sent', sent_at = now(), provider_message_id = v.sid,
            provider_status = v.status, provider_status_at = now(), last_error = null
        from (values ${rows}) as v(id, sid, status)
        where ${notifications.id} = v.id and ${notifications.status} = 'pending'`);
    },

    /**
     * The number turned texts off (or STOPped) after the text was queued, or never answered YES:
     * it never goes.
     */
    async markSkipped(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(notifications)
        .set({
          status: 'skipped',
          lastError: 'Texts were off or not confirmed by a YES when this one was due',
        })
        .where(and(inArray(notifications.id, ids), eq(notifications.status, 'pending')));
    },

    /**
     * Backs off exponentially and gives up after SMS_MAX_ATTEMPTS, or at once when the provider
     * said the text can never go (an invalid number).
     */
    async markFailed(text: ClaimedText, error: string, retryable: boolean): Promise<void> {
      const giveUp = !retryable || text.attempts >= SMS_MAX_ATTEMPTS;
      const delaySeconds = RETRY_BASE_SECONDS * 2 ** (text.attempts - 1);
      await db
        .update(notifications)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lastError: error.slice(0, 1000),
          nextAttemptAt: sql`now() + ${`${delaySeconds} seconds`}::interval`,
        })
        .where(and(eq(notifications.id, text.id), eq(notifications.status, 'pending')));
    },
  };
}

/** How long a claim holds its rows: every send of the batch, waiting for its turn at the rate. */
export function leaseFor(batch: number, perSecond: number): number {
  return SMS_SEND_TIMEOUT_MS + Math.ceil((batch / perSecond) * 1000) + 10_000;
}
