import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Language } from '../../../../domain/i18n/languages.ts';
import type { Database } from '../../../db/client.ts';
import { notifications, notificationSettings, smsConsents, users } from '../../../db/schema.ts';

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
     * A YES (or START) reply: the number confirms the residents who opted it in and were waiting
     * for its answer, and texts start again where a STOP had ended them. A number that never
     * opted in stays without texts. Answers how many residents it confirmed and restarted.
     */
    async start(phone: string): Promise<{ confirmed: number; restarted: number }> {
      return db.transaction(async (tx) => {
        const waiting = await tx
          .select({
            userId: notificationSettings.userId,
            confirmedAt: notificationSettings.smsConfirmedAt,
            stoppedAt: notificationSettings.smsStoppedAt,
          })
          .from(notificationSettings)
          .where(
            and(
              eq(notificationSettings.smsPhone, phone),
              isNotNull(notificationSettings.smsOptedInAt),
              or(
                isNull(notificationSettings.smsConfirmedAt),
                isNotNull(notificationSettings.smsStoppedAt),
              ),
            ),
          )
          .for('update');
        if (waiting.length === 0) return { confirmed: 0, restarted: 0 };
        await tx
          .update(notificationSettings)
          .set({
            smsStoppedAt: null,
            smsConfirmedAt: sql`coalesce(${notificationSettings.smsConfirmedAt}, now())`,
            updatedAt: sql`now()`,
          })
          .where(
            inArray(
              notificationSettings.userId,
              waiting.map((row) => row.userId),
            ),
          );
        await tx.insert(smsConsents).values(
          waiting.map((row) => ({
            userId: row.userId,
            phone,
            event: row.confirmedAt === null ? ('confirm' as const) : ('start' as const),
            source: 'text_reply' as const,
          })),
        );
        const confirmed = waiting.filter((row) => row.confirmedAt === null).length;
        return { confirmed, restarted: waiting.length - confirmed };
      });
    },

    /** Whether this number is opted in, confirmed and texting now (a START changes nothing). */
    /** The language of the resident who last gave this number for texts; undefined for none. */
    async languageOf(phone: string): Promise<Language | undefined> {
      const [row] = await db
        .select({ language: users.language })
        .from(notificationSettings)
        .innerJoin(users, eq(users.id, notificationSettings.userId))
        .where(eq(notificationSettings.smsPhone, phone))
        .orderBy(desc(notificationSettings.updatedAt))
        .limit(1);
      return row?.language;
    },

    async isTexting(phone: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: notificationSettings.userId })
        .from(notificationSettings)
        .where(
          and(
            eq(notificationSettings.smsPhone, phone),
            isNotNull(notificationSettings.smsOptedInAt),
            isNotNull(notificationSettings.smsConfirmedAt),
            isNull(notificationSettings.smsStoppedAt),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
