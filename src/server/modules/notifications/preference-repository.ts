import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_PREFERENCES,
  EMAIL_ONLY_TYPES,
  ALWAYS_SENT_TYPES,
  type NotificationType,
} from '../../../domain/notifications.ts';
import type { Database } from '../../db/client.ts';
import { notificationPreferences, notificationSettings, users } from '../../db/schema.ts';

/** Where one resident's message of one type goes now: an email address, a number, or neither. */
export type Destinations = { email: string | null; sms: string | null };

/**
 * Reads the resident's address, number and switches for one type in one query and applies the
 * rules: defaults where the resident chose nothing, security mail always, texts only to a number
 * opted in and not stopped by a reply. With `ignoreChoices`, the switches are not asked.
 */
export async function destinationsFor(
  db: Database,
  userId: number,
  type: NotificationType,
  ignoreChoices = false,
): Promise<Destinations> {
  const [row] = await db
    .select({
      email: users.email,
      deactivatedAt: users.deactivatedAt,
      smsPhone: notificationSettings.smsPhone,
      smsOptedInAt: notificationSettings.smsOptedInAt,
      smsStoppedAt: notificationSettings.smsStoppedAt,
      emailChoice: sql<
        boolean | null
      >`(select ${notificationPreferences.enabled} from ${notificationPreferences} where ${notificationPreferences.userId} = ${users.id} and ${notificationPreferences.type} = ${type} and ${notificationPreferences.channel} = 'email')`,
      smsChoice: sql<
        boolean | null
      >`(select ${notificationPreferences.enabled} from ${notificationPreferences} where ${notificationPreferences.userId} = ${users.id} and ${notificationPreferences.type} = ${type} and ${notificationPreferences.channel} = 'sms')`,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(and(eq(users.id, userId)));
  if (!row || row.deactivatedAt) return { email: null, sms: null };
  const defaults = DEFAULT_PREFERENCES[type];
  const emailOn =
    ignoreChoices || ALWAYS_SENT_TYPES.includes(type) || (row.emailChoice ?? defaults.email);
  const textsOn = row.smsPhone !== null && row.smsOptedInAt !== null && row.smsStoppedAt === null;
  const smsOn =
    textsOn &&
    !EMAIL_ONLY_TYPES.includes(type) &&
    (ignoreChoices || (row.smsChoice ?? defaults.sms));
  return { email: emailOn ? row.email : null, sms: smsOn ? row.smsPhone : null };
}
