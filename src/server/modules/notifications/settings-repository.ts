import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  NOTIFICATION_LOG_LIMIT,
  TEXT_OPT_IN_STATUSES,
  type NotificationChannel,
  type NotificationType,
  type ReminderTime,
  type SmsConsentEvent,
  type SmsConsentSource,
} from '../../../domain/notifications.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/i18n/languages.ts';
import type { NotificationChoice } from '../../../domain/schemas/notifications.ts';
import type { Database } from '../../db/client.ts';
import {
  mailOutbox,
  notificationPreferences,
  notificationSettings,
  notifications,
  smsConsents,
  subscriptions,
  users,
} from '../../db/schema.ts';

/** A resident's row of notification_settings, or what an absent row means. */
export type SettingsRow = {
  reminderTime: ReminderTime;
  smsPhone: string | null;
  smsOptedInAt: Date | null;
  smsConfirmedAt: Date | null;
  smsStoppedAt: Date | null;
};

export type ConsentRow = {
  userId: number;
  phone: string;
  event: SmsConsentEvent;
  source: SmsConsentSource;
  disclosure?: string;
  ip?: string;
};

export function createSettingsRepository(db: Database) {
  /** Keeps the settings row (made on first use) and touches its time. */
  const upsertSettings = (userId: number, set: Partial<typeof notificationSettings.$inferInsert>) =>
    db
      .insert(notificationSettings)
      .values({ userId, ...set })
      .onConflictDoUpdate({
        target: notificationSettings.userId,
        set: { ...set, updatedAt: sql`now()` },
      });

  return {
    /** The language the person reads, for the words of their texts' consent. */
    async language(userId: number): Promise<Language> {
      const [row] = await db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, userId));
      return row?.language ?? DEFAULT_LANGUAGE;
    },

    /** The customer's name and whether they exist (an unsubscribe may outlive the account). */
    async customer(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** With `lock`, the row stays locked until the transaction ends (texts on and off). */
    async settings(userId: number, lock = false): Promise<SettingsRow | undefined> {
      const query = db
        .select({
          reminderTime: notificationSettings.reminderTime,
          smsPhone: notificationSettings.smsPhone,
          smsOptedInAt: notificationSettings.smsOptedInAt,
          smsConfirmedAt: notificationSettings.smsConfirmedAt,
          smsStoppedAt: notificationSettings.smsStoppedAt,
        })
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    choices(userId: number): Promise<NotificationChoice[]> {
      return db
        .select({
          type: notificationPreferences.type,
          channel: notificationPreferences.channel,
          enabled: notificationPreferences.enabled,
        })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
    },

    async saveReminderTime(userId: number, reminderTime: ReminderTime) {
      await upsertSettings(userId, { reminderTime });
    },

    async saveChoices(userId: number, choices: readonly NotificationChoice[]) {
      if (choices.length === 0) return;
      await db
        .insert(notificationPreferences)
        .values(choices.map((c) => ({ userId, ...c })))
        .onConflictDoUpdate({
          target: [
            notificationPreferences.userId,
            notificationPreferences.type,
            notificationPreferences.channel,
          ],
          set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
        });
    },

    async saveChoice(
      userId: number,
      type: NotificationType,
      channel: NotificationChannel,
      enabled: boolean,
    ) {
      await this.saveChoices(userId, [{ type, channel, enabled }]);
    },

    /** Whether the resident has a subscription that lets them turn texts on. */
    async maySignUpForTexts(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            inArray(subscriptions.status, [...TEXT_OPT_IN_STATUSES]),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * How many opt-ins (each sends one confirmation text) named this number in the last 24 hours,
     * from any account, and when the first of them was. The number's lock, held to the end of the transaction, makes opt-ins to
     * one number wait for each other, on every app server, so none is missed by the count.
     */
    async optInsTo(phone: string): Promise<{ count: number; oldest: Date | null }> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-opt-in:${phone}`}))`);
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          oldest: sql<Date | null>`min(${smsConsents.createdAt})`.mapWith(smsConsents.createdAt),
        })
        .from(smsConsents)
        .where(
          and(
            eq(smsConsents.phone, phone),
            eq(smsConsents.event, 'opt_in'),
            gt(smsConsents.createdAt, sql`now() - interval '24 hours'`),
          ),
        );
      return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
    },

    /**
     * Texts on to this number from now, waiting for its YES; a STOP reply's mark goes, as the
     * resident asked again.
     */
    async optIn(userId: number, phone: string, at: Date) {
      await upsertSettings(userId, {
        smsPhone: phone,
        smsOptedInAt: at,
        smsConfirmedAt: null,
        smsStoppedAt: null,
      });
    },

    /** Texts off; the number stays, so turning them on again starts from it. */
    async optOut(userId: number) {
      await db
        .update(notificationSettings)
        .set({ smsOptedInAt: null, smsConfirmedAt: null, updatedAt: sql`now()` })
        .where(eq(notificationSettings.userId, userId));
    },

    async addConsent(row: ConsentRow): Promise<number> {
      const [made] = await db.insert(smsConsents).values(row).returning({ id: smsConsents.id });
      return made!.id;
    },

    /** Every change to the customer's consent to texts, newest first. */
    consents(userId: number) {
      return db
        .select({
          at: smsConsents.createdAt,
          event: smsConsents.event,
          source: smsConsents.source,
          phone: smsConsents.phone,
          ip: smsConsents.ip,
        })
        .from(smsConsents)
        .where(eq(smsConsents.userId, userId))
        .orderBy(desc(smsConsents.createdAt), desc(smsConsents.id));
    },

    /**
     * The customer's latest messages, newest first. An email's progress is its outbox row's
     * (the notification row stays as it was queued); a text's is the row's own.
     */
    log(userId: number) {
      return db
        .select({
          at: sql<Date>`coalesce(${mailOutbox.sentAt}, ${notifications.sentAt}, ${notifications.createdAt})`.mapWith(
            notifications.createdAt,
          ),
          type: notifications.type,
          channel: notifications.channel,
          recipient: notifications.recipient,
          subject: notifications.subject,
          status: sql<
            typeof notifications.$inferSelect.status
          >`case when ${notifications.channel} = 'email' then coalesce(${mailOutbox.status}, ${notifications.status}) else ${notifications.status} end`,
          providerStatus: notifications.providerStatus,
        })
        .from(notifications)
        .leftJoin(
          mailOutbox,
          and(eq(mailOutbox.notificationId, notifications.id), eq(notifications.channel, 'email')),
        )
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(NOTIFICATION_LOG_LIMIT);
    },
  };
}
