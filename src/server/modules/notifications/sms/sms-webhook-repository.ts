import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { notifications, notificationSettings, smsConsents } from '../../../db/schema.ts';

/**
 * Twilio's message statuses in the order a text goes through them. Callbacks can arrive out of
 * order (each is its own request), so a status never replaces a later one.
 */
export const TWILIO_STATUS_RANK = {
  accepted: 0,
  scheduled: 0,
  queued: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  undelivered: 3,
  failed: 3,
  canceled: 3,
  read: 4,
} as const;
export type TwilioStatus = keyof typeof TWILIO_STATUS_RANK;

/** The log's status for a provider status that ends the text's journey; others keep `sent`. */
const FINAL_STATUS: Partial<Record<TwilioStatus, 'delivered' | 'undelivered' | 'failed'>> = {
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'undelivered',
  failed: 'failed',
  canceled: 'failed',
};

const rankOf = (column: typeof notifications.providerStatus) =>
  sql`(case ${column} ${sql.join(
    Object.entries(TWILIO_STATUS_RANK).map(([status, rank]) => sql`when ${status} then ${rank}`),
    sql` `,
  )} else -1 end)`;

export function createSmsWebhookRepository(db: Database) {
  return {
    /** Records a delivery report; false when no text has that id (or a later status is known). */
    async recordStatus(report: {
      providerMessageId: string;
      status: TwilioStatus;
      errorCode?: string;
    }): Promise<boolean> {
      const final = FINAL_STATUS[report.status];
      const rows = await db
        .update(notifications)
        .set({
          providerStatus: report.status,
          providerStatusAt: sql`now()`,
          ...(final ? { status: final } : {}),
          ...(final && final !== 'delivered' && report.errorCode
            ? { lastError: `Carrier error ${report.errorCode}` }
            : {}),
        })
        .where(
          and(
            eq(notifications.providerMessageId, report.providerMessageId),
            eq(notifications.channel, 'sms'),
            sql`${rankOf(notifications.providerStatus)} <= ${TWILIO_STATUS_RANK[report.status]}`,
          ),
        )
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    /**
     * A STOP reply, or the provider saying the number had sent one: no more texts to this number,
     * whoever's settings hold it, with the evidence kept. Returns how many residents had it.
     */
    async stop(phone: string, source: 'text_reply' | 'carrier' = 'text_reply'): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(notificationSettings)
          .set({
            smsStoppedAt: sql`coalesce(${notificationSettings.smsStoppedAt}, now())`,
            updatedAt: sql`now()`,
          })
          .where(eq(notificationSettings.smsPhone, phone))
          .returning({ userId: notificationSettings.userId });
        const owners = rows.length > 0 ? rows.map((row) => row.userId) : [null];
        await tx.insert(smsConsents).values(
          owners.map((userId) => ({
            userId,
            phone,
            event: 'stop' as const,
            source,
          })),
        );
        return rows.length;
      });
    },

    /**
     * A START reply: texts again to this number for the residents who had opted it in. A number
     * that never opted in stays without texts. Returns how many residents it turned back on.
     */
    async start(phone: string): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(notificationSettings)
          .set({ smsStoppedAt: null, updatedAt: sql`now()` })
          .where(
            and(
              eq(notificationSettings.smsPhone, phone),
              isNotNull(notificationSettings.smsOptedInAt),
              isNotNull(notificationSettings.smsStoppedAt),
            ),
          )
          .returning({ userId: notificationSettings.userId });
        if (rows.length > 0) {
          await tx.insert(smsConsents).values(
            rows.map((row) => ({
              userId: row.userId,
              phone,
              event: 'start' as const,
              source: 'text_reply' as const,
            })),
          );
        }
        return rows.length;
      });
    },

    /** Whether this number is opted in and texting now (a START from it changes nothing). */
    async isTexting(phone: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: notificationSettings.userId })
        .from(notificationSettings)
        .where(
          and(
            eq(notificationSettings.smsPhone, phone),
            isNotNull(notificationSettings.smsOptedInAt),
            isNull(notificationSettings.smsStoppedAt),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
